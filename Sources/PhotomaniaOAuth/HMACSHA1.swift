import COpenSSL
import Foundation

/// HMAC-SHA1 (RFC 2104) from libcrypto: what OAuth 1.0a's `HMAC-SHA1` signature method signs with.
public enum HMACSHA1 {
    public static func digest(of message: some DataProtocol, key: some DataProtocol) -> [UInt8] {
        let key = Array(key)
        let message = Array(message)
        var output = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let done = key.withUnsafeBytes { key in
            message.withUnsafeBytes { message in
                HMAC(EVP_sha1(), key.baseAddress, Int32(key.count), message.bindMemory(to: UInt8.self).baseAddress, message.count, &output, &length)
            }
        }
        precondition(done != nil && length == 20, "libcrypto could not compute HMAC-SHA1")
        return Array(output.prefix(Int(length)))
    }
}
