import Foundation
import PhotomaniaKit
import Testing

@Suite("Download archive: files on disk")
struct ArchiveStatusTests {
    private func entry(_ name: String, bytes: Int64) -> ArchiveEntry {
        ArchiveEntry(service: ServiceName.fiveHundredPx, photoID: 1, sizeID: 4, fileName: name, bytes: bytes, sha256: String(repeating: "0", count: 64))
    }

    @Test func presentMissingOrAnotherSize() throws {
        try withArchiveScratch { folder in
            let archive = try DownloadArchive(path: folder + "/a.sqlite3", service: ServiceName.fiveHundredPx)
            try writeArchiveFile(folder, "1.4.jpg", [1, 2, 3, 4, 5])
            #expect(archive.status(of: entry("1.4.jpg", bytes: 5)) == .present)
            #expect(archive.status(of: entry("1.4.jpg", bytes: 6)) == .sizeDiffers(actual: 5))
            #expect(archive.status(of: entry("2.4.jpg", bytes: 5)) == .missing)
            #expect(archive.status(of: entry(folder + "/1.4.jpg", bytes: 5)) == .present)
        }
    }

    @Test func aFolderUnderTheNameIsMissing() throws {
        try withArchiveScratch { folder in
            let archive = try DownloadArchive(path: folder + "/a.sqlite3", service: ServiceName.fiveHundredPx)
            try FileManager.default.createDirectory(atPath: folder + "/1.4.jpg", withIntermediateDirectories: false)
            #expect(archive.status(of: entry("1.4.jpg", bytes: 0)) == .missing)
        }
    }

    @Test func relativeNamesResolveAgainstTheGivenFolder() throws {
        try withArchiveScratch { folder in
            let archive = try DownloadArchive(path: folder + "/a.sqlite3", service: ServiceName.fiveHundredPx)
            try FileManager.default.createDirectory(atPath: folder + "/photos", withIntermediateDirectories: false)
            try writeArchiveFile(folder + "/photos", "1.4.jpg", [9, 9])
            #expect(archive.status(of: entry("1.4.jpg", bytes: 2), in: folder + "/photos") == .present)
            #expect(archive.status(of: entry("1.4.jpg", bytes: 2)) == .missing)
            #expect(archive.status(of: entry("photos/1.4.jpg", bytes: 2)) == .present)
        }
    }
}
