import COpenSSL

/// Incremental SHA-256 (or SHA-1, which Commons names its files by) through OpenSSL's EVP
/// interface, for hashing bytes as they stream in. Use it from one thread at a time; the digest
/// context is freed with the hasher.
public final class DigestHasher {
    public enum Algorithm: Sendable {
        case sha1, sha256
    }

    private let context: OpaquePointer
    private var digest: String?

    public init(_ algorithm: Algorithm = .sha256) {
        guard let context = EVP_MD_CTX_new() else { fatalError("OpenSSL cannot allocate a digest context: out of memory") }
        guard EVP_DigestInit_ex(context, algorithm == .sha1 ? EVP_sha1() : EVP_sha256(), nil) == 1 else { fatalError("OpenSSL refuses to start a digest") }
        self.context = context
    }

    deinit {
        EVP_MD_CTX_free(context)
    }

    public func update(_ bytes: UnsafeRawBufferPointer) {
        precondition(digest == nil, "DigestHasher.update called after finalize")
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        guard EVP_DigestUpdate(context, base, bytes.count) == 1 else { fatalError("OpenSSL failed to update a digest") }
    }

    public func update(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        if done == nil { Array(bytes).withUnsafeBytes { update($0) } }
    }

    /// The digest in lowercase hexadecimal digits (64 for SHA-256, 40 for SHA-1). Later calls answer the same digest.
    public func finalize() -> String {
        if let digest { return digest }
        var bytes = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        guard EVP_DigestFinal_ex(context, &bytes, &length) == 1 else { fatalError("OpenSSL failed to finish a digest") }
        let hex = Self.hexadecimal(bytes.prefix(Int(length)))
        digest = hex
        return hex
    }

    private static func hexadecimal(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
