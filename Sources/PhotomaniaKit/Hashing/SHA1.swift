import COpenSSL
import Foundation

/// SHA-1 of a file, for services that name their files by it (Commons): read in chunks through
/// OpenSSL, never whole.
public enum SHA1 {
    /// The hex digest of everything in the open file `descriptor`, without moving its offset.
    public static func hex(ofDescriptor descriptor: Int32, path: String) throws(SHA256.ReadError) -> String {
        guard let context = EVP_MD_CTX_new() else { fatalError("OpenSSL cannot allocate a digest context: out of memory") }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestInit_ex(context, EVP_sha1(), nil) == 1 else { fatalError("OpenSSL refuses to start a SHA-1 digest") }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: SHA256.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        var offset: Int64 = 0
        while true {
            let count = pread(descriptor, buffer.baseAddress, SHA256.chunkSize, off_t(offset))
            if count < 0 {
                if errno == EINTR { continue }
                throw SHA256.ReadError(path: path, code: errno)
            }
            if count == 0 { break }
            guard EVP_DigestUpdate(context, buffer.baseAddress, count) == 1 else { fatalError("OpenSSL failed to update a SHA-1 digest") }
            offset += Int64(count)
        }
        var bytes = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        guard EVP_DigestFinal_ex(context, &bytes, &length) == 1 else { fatalError("OpenSSL failed to finish a SHA-1 digest") }
        return bytes.prefix(Int(length)).map { String(format: "%02x", $0) }.joined()
    }
}
