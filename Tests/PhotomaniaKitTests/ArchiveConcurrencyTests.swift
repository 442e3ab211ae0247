import Foundation
import Synchronization
import PhotomaniaKit
import Testing

@Suite("Download archive: concurrent writers")
struct ArchiveConcurrencyTests {
    private static func entry(_ photoID: Int, writer: Int) -> ArchiveEntry {
        ArchiveEntry(service: ServiceName.fiveHundredPx, photoID: PhotoID(photoID), sizeID: 4, fileName: "\(photoID).4.jpg", bytes: Int64(photoID), sha256: String(repeating: "\(writer)", count: 64))
    }

    @Test func twoConnectionsOnOneFileLoseNothing() throws {
        try withArchiveScratch { folder in
            let path = folder + "/a.sqlite3"
            let archives = [try DownloadArchive(path: path, service: ServiceName.fiveHundredPx), try DownloadArchive(path: path, service: ServiceName.fiveHundredPx)]
            let failures = ErrorsSeen()
            DispatchQueue.concurrentPerform(iterations: 2) { writer in
                for index in 0..<200 {
                    do {
                        try archives[writer].record(Self.entry(writer * 1000 + index, writer: writer))
                        _ = try archives[writer].count()
                    } catch {
                        failures.append(String(describing: error))
                    }
                }
            }
            #expect(failures.all.isEmpty)
            let reader = try DownloadArchive(path: path, service: ServiceName.fiveHundredPx)
            #expect(try reader.count() == 400)
            #expect(try Set(reader.allEntries().map(\.photoID)) == Set(((0..<200).map { $0 } + (1000..<1200).map { $0 }).photoIDs))
        }
    }

    @Test func connectionsCreatingOneNewFileAtOnceAllSucceed() throws {
        for _ in 0..<10 {
            try withArchiveScratch { folder in
                let failures = ErrorsSeen()
                DispatchQueue.concurrentPerform(iterations: 6) { writer in
                    do {
                        try DownloadArchive(path: folder + "/a.sqlite3", service: ServiceName.fiveHundredPx).record(Self.entry(writer, writer: writer))
                    } catch {
                        failures.append(String(describing: error))
                    }
                }
                #expect(failures.all.isEmpty)
                let count = try DownloadArchive(path: folder + "/a.sqlite3", service: ServiceName.fiveHundredPx).count()
                #expect(count == 6)
            }
        }
    }

    @Test func oneInstanceSharedByManyTasks() async throws {
        let folder = FileManager.default.temporaryDirectory.path + "/photomania-archive-test-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let archive = try DownloadArchive(path: folder + "/a.sqlite3", service: ServiceName.fiveHundredPx)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<25 { try archive.record(Self.entry(task * 100 + index, writer: task)) }
                }
            }
            try await group.waitForAll()
        }
        #expect(try archive.count() == 200)
    }
}

private final class ErrorsSeen: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}
