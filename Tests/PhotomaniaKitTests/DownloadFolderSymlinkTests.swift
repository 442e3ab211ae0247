import Foundation
import Testing

@testable import PhotomaniaKit

/// The files photomania makes in a download folder — `.part` files, whole small files, the
/// archive and its log — are never opened through a symbolic link.
@Suite("Download folder: symbolic links are replaced or refused, never followed")
struct DownloadFolderSymlinkTests {
    private static let victimText = Data("outside\n".utf8)

    /// A folder to download into and, beside it, a file outside it.
    private func withFolderAndVictim(_ body: (DownloadFolder, String) async throws -> Void) async throws {
        try await withScratchFolder { outside in
            let victim = outside.path + "/victim.txt"
            try Self.victimText.write(to: URL(fileURLWithPath: victim))
            try await withScratchFolder { folder in try await body(folder, victim) }
        }
    }

    private func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    @Test func aLinkAtAPartToCreateIsReplacedByAFileOfItsOwn() async throws {
        try await withFolderAndVictim { folder, victim in
            let path = folder.partPath("1.4.jpg")
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)
            guard case .locked(let part) = LockedPart.acquire(path, create: true) else {
                Issue.record("a file of its own was created and locked")
                return
            }
            #expect(part.truncate() == nil)
            #expect(write(part.descriptor, "new", 3) == 3)
            part.close()
            #expect(!isSymbolicLink(path))
            #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
            #expect(FileManager.default.contents(atPath: victim) == Self.victimText)
        }
    }

    @Test func aLinkAtAPartToContinueIsNoPart() async throws {
        try await withFolderAndVictim { folder, victim in
            let path = folder.partPath("1.4.jpg")
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)
            #expect({ if case .missing = LockedPart.acquire(path, create: false) { true } else { false } }())
            #expect(isSymbolicLink(path), "left for a run that creates the part to replace")
            #expect(FileManager.default.contents(atPath: victim) == Self.victimText)
        }
    }

    @Test func aFIFOAtAPartIsRefusedWithoutBlocking() async throws {
        try await withScratchFolder { folder in
            let path = folder.partPath("1.4.jpg")
            #expect(mkfifo(path, 0o644) == 0)
            guard case .failed(let reason) = LockedPart.acquire(path, create: true) else {
                Issue.record("a FIFO is no part")
                return
            }
            #expect(reason.contains("not a regular file"), "\(reason)")
        }
    }

    @Test func aWholeFileIsWrittenThroughItsPartAndReplacesALinkAtItsName() async throws {
        try await withFolderAndVictim { folder, victim in
            let path = folder.finalPath("1.4.jpg.json")
            try FileManager.default.createSymbolicLink(atPath: path + ".part", withDestinationPath: victim)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)
            try PartFile.write(Data("{}\n".utf8), to: path)
            #expect(!isSymbolicLink(path))
            #expect(FileManager.default.contents(atPath: path) == Data("{}\n".utf8))
            #expect(!FileManager.default.fileExists(atPath: path + ".part"))
            #expect(FileManager.default.contents(atPath: victim) == Self.victimText)
        }
    }

    @Test func anArchiveThatIsALinkIsRefusedAndNothingIsCreatedWhereItPoints() async throws {
        try await withFolderAndVictim { folder, victim in
            let target = ArchivePaths.parent(of: victim) + "/archive.sqlite3"
            try FileManager.default.createSymbolicLink(atPath: folder.archivePath, withDestinationPath: target)
            #expect(throws: ArchiveError.self) { try folder.openArchive(service: ServiceName.fiveHundredPx) }
            try FileManager.default.createSymbolicLink(atPath: folder.finalPath("other.sqlite3"), withDestinationPath: victim)
            do {
                _ = try DownloadArchive(path: folder.finalPath("other.sqlite3"), service: ServiceName.fiveHundredPx)
                Issue.record("refused")
            } catch {
                #expect("\(error)".contains("symbolic link"), "\(error)")
            }
            #expect(!FileManager.default.fileExists(atPath: target))
            #expect(try FileManager.default.contentsOfDirectory(atPath: ArchivePaths.parent(of: victim)) == ["victim.txt"])
            #expect(FileManager.default.contents(atPath: victim) == Self.victimText)
        }
    }

    @Test(arguments: ["-wal", "-shm", "-journal"])
    func aLinkBesideTheArchiveIsRemovedBeforeSQLiteOpensIt(suffix: String) async throws {
        try await withFolderAndVictim { folder, victim in
            _ = try folder.openArchive(service: ServiceName.fiveHundredPx)
            try FileManager.default.createSymbolicLink(atPath: folder.archivePath + suffix, withDestinationPath: victim)
            let archive = try folder.openArchive(service: ServiceName.fiveHundredPx)
            #expect(!archive.lostDamagedLog)
            try archive.record(ArchiveEntry(service: ServiceName.fiveHundredPx, photoID: 1, sizeID: 4, fileName: "1.4.jpg", bytes: 1, sha256: String(repeating: "0", count: 64)))
            #expect(try archive.count() == 1)
            #expect(!isSymbolicLink(folder.archivePath + suffix))
            #expect(FileManager.default.contents(atPath: victim) == Self.victimText)
        }
    }
}
