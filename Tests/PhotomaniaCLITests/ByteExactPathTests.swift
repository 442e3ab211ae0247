import Foundation
import Testing

@testable import PhotomaniaCLI

/// A path argument whose bytes are not UTF-8 reaches mkdir() and open() byte for byte, never as
/// U+FFFD (issue 21, small words). The bytes are made by the shell's printf: Foundation's
/// Process takes only strings.
@Suite("arguments: non-UTF-8 bytes in -o and --config are kept")
struct ByteExactPathTests {
    @Test func argumentsRoundTripEveryByte() {
        let samples: [[UInt8]] = [Array("plain/é".utf8), [0x63, 0x61, 0x66, 0xE9], [0xFF, 0xFE, 0x2F, 0xC3], Array("\u{10FF41}x".utf8), []]
        for bytes in samples {
            let decoded = RawArguments.decode(bytes)
            #expect((RawArguments.bytes(of: decoded) ?? Array(decoded.utf8)) == bytes, "\(bytes)")
        }
        #expect(RawArguments.bytes(of: RawArguments.decode(Array("plain/é".utf8))) == nil, "UTF-8 is its own")
        #expect(RawArguments.lossy(RawArguments.decode([0x63, 0x61, 0x66, 0xE9])) == "caf\u{FFFD}")
    }

    /// The names in `folder`, as bytes.
    private func names(in folder: String) -> [[UInt8]] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != Array(".".utf8), name != Array("..".utf8) { names.append(name) }
        }
        return names
    }

    private func run(_ script: String, in folder: String) async throws -> (Int32?, String, String) {
        try await ChildProcess.run(["-c", "cd \"$1\" && " + script, "sh", folder, ChildProcess.binary], executable: "/bin/sh")
    }

    @Test func outputFolderBytesAreKept() async throws {
        try #require(ChildProcess.binaryExists)
        let folder = try TemporaryDirectory()
        let (status, _, errors) = try await run(#""$2" download 1006721 --size 1 -o "out/$(printf 'caf\351')""#, in: folder.path)
        #expect(status == 0, "\(errors)")
        #expect(names(in: folder.path + "/out") == [[0x63, 0x61, 0x66, 0xE9]], "the folder is named by the bytes given, not by U+FFFD")
        let saved = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        #expect(saved.contains { $0.hasSuffix(".jpg") }, "\(saved)")
    }

    @Test func configFileBytesAreKept() async throws {
        try #require(ChildProcess.binaryExists)
        let folder = try TemporaryDirectory()
        let (status, output, errors) = try await run(#"printf '{"jobs": 3}' > "$(printf 'conf\377.json')" && "$2" --config "$(printf 'conf\377.json')" config"#, in: folder.path)
        #expect(status == 0, "\(errors)")
        let jobs = tsvRows(output).first { $0.first == "jobs" }
        #expect(jobs?[1] == "3", "the file was read: \(output)")
        #expect(jobs?[2] == "conf\u{FFFD}.json", "and is shown with U+FFFD for the byte")
    }
}
