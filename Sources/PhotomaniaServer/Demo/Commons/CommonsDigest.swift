import COpenSSL
import Foundation

/// The two digests Commons names files by, through libcrypto: MD5 of a DB key for its upload
/// path, SHA-1 of a file's bytes for `imageinfo.sha1`.
enum CommonsDigest {
    static func md5Hex(_ bytes: some DataProtocol) -> String {
        hex(EVP_md5(), Array(bytes))
    }

    static func sha1Hex(_ bytes: some DataProtocol) -> String {
        hex(EVP_sha1(), Array(bytes))
    }

    private static func hex(_ algorithm: OpaquePointer?, _ bytes: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let done = bytes.withUnsafeBytes { input in EVP_Digest(input.baseAddress, input.count, &digest, &length, algorithm, nil) }
        precondition(done == 1, "libcrypto failed a digest")
        return digest.prefix(Int(length)).map { String(format: "%02x", $0) }.joined()
    }
}
