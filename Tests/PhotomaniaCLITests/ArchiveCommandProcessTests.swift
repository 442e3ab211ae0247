import Foundation
import PhotomaniaKit
import Testing

/// Two real `photomania archive import` processes writing one archive at once.
@Suite("photomania archive: two processes, one archive")
struct ArchiveCommandProcessTests {
    @Test(.timeLimit(.minutes(1)))
    func concurrentImportsLoseNothing() async throws {
        try #require(ChildProcess.binaryExists)
        let root = FileManager.default.temporaryDirectory.path + "/photomania-archive-processes-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (folder, first) in [("a", 1), ("b", 1001)] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
            for id in first..<(first + 200) {
                try Data(markerJPEG([UInt8(id % 251)])).write(to: URL(fileURLWithPath: "\(root)/\(folder)/\(id).4.jpg"))
            }
        }
        let archive = root + "/shared.sqlite3"
        let children = try ["a", "b"].map { folder in
            try ChildProcess(["archive", "import", "\(root)/\(folder)", "--archive", archive])
        }
        for child in children {
            #expect(await child.exitStatus() == 0, "\(child.standardError)")
        }
        let entries = try DownloadArchive(path: archive, service: ServiceName.fiveHundredPx, createIfMissing: false).allEntries()
        #expect(entries.count == 400)
        #expect(Set(entries.map(\.photoID)) == Set((Array(1...200) + Array(1001...1200)).map { PhotoID($0) }))
        #expect(try ArchiveVerifier.verify(DownloadArchive(path: archive, service: ServiceName.fiveHundredPx)).findings.isEmpty)
    }
}
