import Foundation
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// Several real `photomania download` processes writing into one folder at once: none of them
/// reports a false failure, every final file is byte-exact, the archive's hashes are the files'
/// hashes, and a photo one process is writing is left to it (and finished by a later run).
@Suite("download: several processes into one folder")
struct DownloadConcurrentProcessesTests {
    private static let photoCount = 8

    private func arguments(_ server: DemoServer, _ directory: TemporaryDirectory, limit: Int = photoCount, global: [String] = [], _ extra: [String] = []) -> [String] {
        ["--api", server.baseURL] + global + ["download", "--feature", "fresh_week", "--limit", String(limit), "--size", "4", "-j", "4", "-o", directory.path] + extra
    }

    private func expectEveryFinalFileIsIntact(_ directory: TemporaryDirectory, _ server: DemoServer) throws {
        for name in directory.finalFiles {
            let id = try #require(Int(name.split(separator: ".")[0]))
            #expect(try directory.sha256(name) == server.imageSHA256(photoID: id, size: 4), "\(name) is byte-exact")
        }
    }

    /// Every record names a file that is there and holds exactly the bytes it hashed.
    private func expectTheArchiveMatchesTheFiles(_ directory: TemporaryDirectory, count: Int? = nil) throws {
        let archive = try DownloadArchive(path: directory.path + "/.photomania-archive.sqlite3", service: ServiceName.fiveHundredPx, createIfMissing: false)
        let entries = try archive.allEntries()
        if let count { #expect(entries.count == count) }
        for entry in entries {
            #expect(try directory.sha256(entry.fileName) == entry.sha256, "the archive's hash of \(entry.fileName) is the file's")
            #expect(archive.status(of: entry) == .present, "\(entry.fileName) has the recorded size")
        }
    }

    private func expectNoFalseFailure(_ child: ChildProcess, status: Int32?) {
        let errors = child.standardError
        #expect(status == 0, "\(errors)")
        #expect(!errors.contains("cannot write"), "\(errors)")
        #expect(!errors.contains("error "), "\(errors)")
    }

    /// The `.part` files still hold what the server sent, from the first byte on: no other
    /// process truncated or wrote into them.
    private func expectPartsAreUntouchedPrefixes(_ directory: TemporaryDirectory, _ server: DemoServer, sizesBefore: [Int64]) throws {
        let parts = directory.partFiles
        #expect(parts.count == sizesBefore.count)
        for (name, sizeBefore) in zip(parts, sizesBefore) {
            let id = try #require(Int(name.split(separator: ".")[0]))
            let bytes = try directory.contents(of: name)
            #expect(Int64(bytes.count) >= sizeBefore && server.imageBytes(photoID: id, size: 4).starts(with: bytes), "\(name) is untouched")
        }
    }

    @Test func threeProcessesStartedAtOnceEndCleanWithIntactFilesAndAMatchingArchive() async throws {
        try #require(ChildProcess.binaryExists)
        try await withDemoServer(faults: "path=/images/*:rate=150000") { server in
            let directory = try TemporaryDirectory()
            let arguments = arguments(server, directory)
            let children = try (0..<3).map { _ in try ChildProcess(arguments) }
            for child in children {
                expectNoFalseFailure(child, status: await child.exitStatus(timeout: 120))
            }
            try expectEveryFinalFileIsIntact(directory, server)
            try expectTheArchiveMatchesTheFiles(directory)

            let final = try ChildProcess(arguments)
            expectNoFalseFailure(final, status: await final.exitStatus(timeout: 120))
            #expect(directory.finalFiles.count == Self.photoCount)
            #expect(directory.partFiles.isEmpty, "no .part is left behind: \(directory.partFiles)")
            try expectEveryFinalFileIsIntact(directory, server)
            try expectTheArchiveMatchesTheFiles(directory, count: Self.photoCount)
        }
    }

    @Test func photosAnotherProcessIsWritingAreSkippedAsBusyAndALaterRunFinishesThem() async throws {
        try #require(ChildProcess.binaryExists)
        let limit = 3
        // The first process's transfers send half of each image, then hold the connection open.
        try await withDemoServer(faults: "path=/images/*+first=\(limit):stall=0.5") { server in
            let directory = try TemporaryDirectory()
            let writer = try ChildProcess(arguments(server, directory, limit: limit, global: ["--stall-timeout", "600"]))
            // Bytes reach a `.part` in slices, so a transfer held open may not have written any yet.
            let writing = await eventually(timeout: 60) { directory.partFiles.count == limit }
            try #require(writing, "the first process is writing every photo: \(directory.files)")
            let sizesBefore = directory.partFiles.map(directory.size(of:))

            let second = try ChildProcess(arguments(server, directory, limit: limit, ["--json"]))
            expectNoFalseFailure(second, status: await second.exitStatus(timeout: 60))
            let busy = second.standardOutput.split(separator: "\n").filter { $0.contains(#""event":"skip""#) && $0.contains(#""reason":"busy""#) }
            #expect(busy.count == limit, "\(second.standardOutput)")
            #expect(second.standardOutput.contains(#""failed":0"#))
            #expect(directory.finalFiles.isEmpty, "nothing was written over the first process's files")
            try expectPartsAreUntouchedPrefixes(directory, server, sizesBefore: sizesBefore)

            writer.interrupt()
            #expect(await writer.exitStatus() == 130)
            let final = try ChildProcess(arguments(server, directory, limit: limit))
            let status = await final.exitStatus(timeout: 60)
            expectNoFalseFailure(final, status: status)
            #expect(directory.finalFiles.count == limit)
            #expect(directory.partFiles.isEmpty)
            try expectEveryFinalFileIsIntact(directory, server)
            try expectTheArchiveMatchesTheFiles(directory, count: limit)
        }
    }
}

extension TemporaryDirectory {
    func size(of name: String) -> Int64 {
        ((try? FileManager.default.attributesOfItem(atPath: path + "/" + name))?[.size] as? NSNumber)?.int64Value ?? 0
    }

    func contents(of name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path + "/" + name))
    }
}
