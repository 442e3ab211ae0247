import Foundation
import PhotomaniaKit
import Testing

@Suite("Download archive: import")
struct ArchiveImporterTests {
    private func jpeg(_ marker: UInt8) -> [UInt8] {
        markerJPEG([marker])
    }

    @Test(arguments: [
        ("12345.4.jpg", 12345 as PhotoID, 4 as SizeKey),
        ("12345.2048.jpg", 12345, 2048),
        ("12345.7.jpg", 12345, 0),
        ("12345.jpg", 12345, 0),
        ("12345.4", 12345, 0),
        ("12345.4.", 12345, 0),
        ("007.large.jpg", 7, 0),
        ("5.4.jpg.jpeg", 5, 4),
    ])
    func namesGiveIDAndSize(name: String, photoID: PhotoID, sizeID: SizeKey) {
        let parsed = ArchiveImporter.photoFile(named: name)
        #expect(parsed?.photoID == photoID)
        #expect(parsed?.sizeID == sizeID)
    }

    @Test(arguments: [
        "12345", "12345.", ".12345.jpg", "abc.jpg", "x12345.jpg", "12345.4.jpg.part",
        "0.jpg", "99999999999999999999999999.jpg", "١٢٣.jpg", "12 345.jpg", "",
    ])
    func otherNamesAreNotPhotos(name: String) {
        #expect(ArchiveImporter.photoFile(named: name) == nil)
    }

    @Test func importsOddNamesOnceWithoutTouchingTheRest() throws {
        try withArchiveScratch { folder in
            let files: [(String, [UInt8])] = [
                ("1.4.jpg", jpeg(1)), ("2.2048.jpg", jpeg(2)), ("3.jpg", jpeg(3)), ("4.'); DROP TABLE downloads;--.jpg", jpeg(4)),
                ("5.ca\u{301}fe\u{301} \u{1F4F7}\nline.jpg", jpeg(5)), ("6.4.jpg.part", [6]),
                (".7.jpg", [7]), ("notes.txt", [8]), ("8.4.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]),
                ("1.4.jpg.json", Array(#"{"id": 1}"#.utf8)), ("10.4.jpg", Array("not an image".utf8)),
            ]
            for (name, bytes) in files { try writeArchiveFile(folder, name, bytes) }
            try FileManager.default.createDirectory(atPath: folder + "/9.4.jpg", withIntermediateDirectories: false)
            let archive = try DownloadArchive(path: folder + "/.photomania-archive.sqlite3", service: ServiceName.fiveHundredPx)

            let first = try ArchiveImporter.importFiles(in: folder, into: archive)
            #expect(first.imported == 6)
            #expect(first.alreadyArchived == 0)
            #expect(first.ignored == 6, "a .part file, a hidden file, notes, a folder, a photo's JSON and a file that is no image; the archive's own files go uncounted")
            #expect(first.failures.isEmpty)

            let entries = try archive.allEntries()
            #expect(Set(entries.map(\.photoID)) == [1, 2, 3, 4, 5, 8])
            let two = try #require(try archive.entry(photoID: 2, sizeID: 2048))
            #expect(two.fileName == "2.2048.jpg")
            #expect(two.bytes == Int64(jpeg(2).count))
            #expect(two.sha256 == SHA256.hex(of: jpeg(2)))
            #expect(two.validator == nil)
            #expect(try archive.entry(photoID: 5, sizeID: 0)?.fileName == "5.ca\u{301}fe\u{301} \u{1F4F7}\nline.jpg")
            #expect(try ArchiveVerifier.verify(archive).findings.isEmpty)

            try writeArchiveFile(folder, "1.4.jpg", jpeg(1) + jpeg(1))
            let second = try ArchiveImporter.importFiles(in: folder, into: archive)
            #expect(second.imported == 1)
            #expect(second.alreadyArchived == 5)
            #expect(try archive.entry(photoID: 1, sizeID: 4)?.bytes == Int64(2 * jpeg(1).count))
        }
    }

    @Test func aFolderElsewhereIsRecordedWithAbsoluteNames() throws {
        try withArchiveScratch { folder in
            try FileManager.default.createDirectory(atPath: folder + "/in", withIntermediateDirectories: false)
            try writeArchiveFile(folder + "/in", "10.4.jpg", jpeg(10))
            let archive = try DownloadArchive(path: folder + "/db/a.sqlite3", service: ServiceName.fiveHundredPx)
            #expect(try ArchiveImporter.importFiles(in: folder + "/in/", into: archive).imported == 1)
            #expect(try archive.entry(photoID: 10, sizeID: 4)?.fileName == folder + "/in/10.4.jpg")
            #expect(try ArchiveVerifier.verify(archive).findings.isEmpty)
        }
    }

    @Test func aMissingFolderIsAClearError() throws {
        try withArchiveScratch { folder in
            let archive = try DownloadArchive(path: folder + "/a.sqlite3", service: ServiceName.fiveHundredPx)
            #expect {
                try ArchiveImporter.importFiles(in: folder + "/nope", into: archive)
            } throws: { error in
                String(describing: error) == "cannot read the directory \(folder)/nope (No such file or directory)"
            }
        }
    }
}
