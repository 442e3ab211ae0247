import COpenSSL

/// Incremental SHA-256 through OpenSSL's EVP interface, for hashing bytes as they stream in.
/// Use it from one thread at a time; the digest context is freed with the hasher.
public final class SHA256Hasher {
    private let context: OpaquePointer
    private var digest: String?

    public init() {
        guard let context = EVP_MD_CTX_new() else { fatalError("OpenSSL cannot allocate a digest context: out of memory") }
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else { fatalError("OpenSSL refuses to start a SHA-256 digest") }
        self.context = context
    }

    deinit {
        EVP_MD_CTX_free(context)
    }

    public func update(_ bytes: UnsafeRawBufferPointer) {
        precondition(digest == nil, "SHA256Hasher.update called after finalize")
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        guard EVP_DigestUpdate(context, base, bytes.count) == 1 else { fatalError("OpenSSL failed to update a SHA-256 digest") }
    }

    public func update(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        if done == nil { Array(bytes).withUnsafeBytes { update($0) } }
    }

    /// The digest as 64 lowercase hexadecimal digits. Later calls answer the same digest.
    public func finalize() -> String {
        if let digest { return digest }
        var bytes = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        guard EVP_DigestFinal_ex(context, &bytes, &length) == 1 else { fatalError("OpenSSL failed to finish a SHA-256 digest") }
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
