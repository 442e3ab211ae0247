import Foundation
import PhotomaniaKit
import Testing

@Suite("SHA-256 through OpenSSL")
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func nistVectors(message: String, expected: String) {
        #expect(SHA256.hex(of: Array(message.utf8)) == expected)
    }

    @Test func aMillionTimesA() {
        let hasher = DigestHasher()
        let thousand = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { thousand.withUnsafeBytes { hasher.update($0) } }
        #expect(hasher.finalize() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func incrementalUpdatesMatchOneShot() {
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let hasher = DigestHasher()
        for start in stride(from: 0, to: bytes.count, by: 777) {
            hasher.update(bytes[start..<min(start + 777, bytes.count)])
        }
        #expect(hasher.finalize() == SHA256.hex(of: bytes))
        #expect(hasher.finalize() == SHA256.hex(of: Data(bytes)), "a second finalize answers the same digest")
    }

    @Test func aFileLargerThanTheChunkIsHashedInPieces() throws {
        try withArchiveScratch { folder in
            let bytes = (0..<(SHA256.chunkSize * 5 / 2 + 3)).map { UInt8(truncatingIfNeeded: $0 ^ ($0 >> 8)) }
            let path = try writeArchiveFile(folder, "big.bin", bytes)
            let digest = try SHA256.digest(ofFileAt: path)
            #expect(digest.bytes == Int64(bytes.count))
            #expect(digest.sha256 == SHA256.hex(of: bytes))
            #expect(try SHA256.hex(ofFileAt: path) == digest.sha256)
        }
    }

    @Test func anEmptyFileAndAMissingOne() throws {
        try withArchiveScratch { folder in
            let path = try writeArchiveFile(folder, "empty", [])
            #expect(try SHA256.hex(ofFileAt: path) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
            let missing = folder + "/nope.jpg"
            #expect {
                try SHA256.hex(ofFileAt: missing)
            } throws: { error in
                (error as? SHA256.ReadError)?.description == "cannot read \(missing): No such file or directory"
            }
        }
    }
}
