import Foundation
import PhotomaniaKit
import Testing

@Suite("Download archive: records")
struct ArchiveStoreTests {
    static let time = Date(timeIntervalSince1970: 1_795_000_000.5)

    static func entry(_ photoID: Int, size: Int = 4, name: String? = nil, bytes: Int64 = 1234, at offset: Double = 0) -> ArchiveEntry {
        ArchiveEntry(
            service: ServiceName.fiveHundredPx,
            photoID: PhotoID(photoID), sizeID: SizeKey(size), fileName: name ?? "\(photoID).\(size).jpg", bytes: bytes,
            sha256: String(repeating: "ab", count: 32), validator: "\"etag-\(photoID)\"", downloadedAt: time.addingTimeInterval(offset)
        )
    }

    @Test func recordsAndReadsBack() throws {
        try withArchiveScratch { folder in
            let archive = try DownloadArchive(path: folder + "/a.sqlite3", service: ServiceName.fiveHundredPx)
            let entry = Self.entry(42)
            try archive.record(entry)
            #expect(try archive.entry(photoID: 42, sizeID: 4) == entry)
            #expect(try archive.entry(photoID: 42, sizeID: 5) == nil)
            #expect(try archive.entry(photoID: 43, sizeID: 4) == nil)
            #expect(try archive.count() == 1)
        }
    }

    @Test func upsertsOnPhotoAndSize() throws {
        try withArchiveScratch { folder in
            let archive = try DownloadArchive(path: folder + "/a.sqlite3", service: ServiceName.fiveHundredPx)
            try archive.record(Self.entry(42, size: 4, at: 10))
            try archive.record(Self.entry(42, size: 2048, at: 5))
            var replacement = Self.entry(42, size: 4, name: "42.large.jpg", bytes: 99, at: 20)
            replacement.validator = nil
            try archive.record(replacement)
            #expect(try archive.count() == 2)
            #expect(try archive.entry(photoID: 42, sizeID: 4) == replacement)
            #expect(try archive.entries(photoID: 42).map(\.sizeID) == [2048, 4])
        }
    }

    @Test func listsByTimeAndRemoves() throws {
        try withArchiveScratch { folder in
            let archive = try DownloadArchive(path: folder + "/a.sqlite3", service: ServiceName.fiveHundredPx)
            try archive.record(contentsOf: [Self.entry(3, at: 30), Self.entry(1, at: 10), Self.entry(2, at: 20)])
            #expect(try archive.allEntries().map(\.photoID) == [1, 2, 3])
            #expect(try archive.remove(photoID: 2, sizeID: 4))
            #expect(try !archive.remove(photoID: 2, sizeID: 4))
            #expect(try archive.allEntries().map(\.photoID) == [1, 3])
        }
    }

    @Test func valuesAreBoundNotSpliced() throws {
        try withArchiveScratch { folder in
            let path = folder + "/a.sqlite3"
            let hostile = "7.'); DROP TABLE downloads; --\u{0}x \u{1F4F7} \"q\".jpg"
            var entry = Self.entry(7, name: hostile)
            entry.validator = "W/\"x'y\""
            try DownloadArchive(path: path, service: ServiceName.fiveHundredPx).record(entry)
            let reopened = try DownloadArchive(path: path, service: ServiceName.fiveHundredPx)
            #expect(try reopened.allEntries() == [entry])
        }
    }

    @Test func persistsAcrossConnectionsInWALMode() throws {
        try withArchiveScratch { folder in
            let path = folder + "/nested/deeper/a.sqlite3"
            do {
                let archive = try DownloadArchive(path: path, service: ServiceName.fiveHundredPx)
                try archive.record(Self.entry(1))
                #expect(FileManager.default.fileExists(atPath: path + "-wal"))
            }
            #expect(try DownloadArchive(path: path, service: ServiceName.fiveHundredPx, createIfMissing: false).entry(photoID: 1, sizeID: 4) == Self.entry(1))
        }
    }

    @Test func jsonHasSnakeCaseKeysAndAnISOTime() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var entry = Self.entry(5)
        entry.validator = nil
        entry.downloadedAt = Date(timeIntervalSince1970: 1_795_000_000)
        let json = String(decoding: try encoder.encode(entry), as: UTF8.self)
        #expect(json == #"{"bytes":1234,"downloaded_at":"2026-11-18T11:06:40+00:00","file_name":"5.4.jpg","photo_id":5,"server_sha256":null,"service":"500px","sha256":"\#(entry.sha256)","size_id":4,"validator":null}"#)
        #expect(try JSONDecoder().decode(ArchiveEntry.self, from: Data(json.utf8)) == entry)
    }

    @Test func fileNamesAreRelativeInsideTheArchiveFolder() throws {
        try withArchiveScratch { folder in
            let archive = try DownloadArchive(path: folder + "/./sub/../a.sqlite3", service: ServiceName.fiveHundredPx)
            #expect(archive.path == folder + "/a.sqlite3")
            #expect(archive.directory == folder)
            #expect(archive.storedFileName(forPath: folder + "/1.jpg") == "1.jpg")
            #expect(archive.storedFileName(forPath: folder + "/x/../y/2.jpg") == "y/2.jpg")
            #expect(archive.storedFileName(forPath: "/elsewhere/3.jpg") == "/elsewhere/3.jpg")
            #expect(archive.storedFileName(forPath: folder + "-other/4.jpg") == folder + "-other/4.jpg")
            #expect(archive.resolvedPath(of: Self.entry(1, name: "y/2.jpg")) == folder + "/y/2.jpg")
            #expect(DownloadFolder(folder + "/").archivePath == folder + "/.photomania-archive.sqlite3")
        }
    }
}

/// Runs `body` with a fresh temporary folder, removed afterwards.
func withArchiveScratch<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.path + "/photomania-archive-test-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
}

@discardableResult
func writeArchiveFile(_ folder: String, _ name: String, _ bytes: [UInt8]) throws -> String {
    let path = folder + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
}
