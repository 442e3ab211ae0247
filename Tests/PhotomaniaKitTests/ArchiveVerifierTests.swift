import Foundation
import PhotomaniaKit
import Testing

@Suite("Download archive: verify")
struct ArchiveVerifierTests {
    static let jpeg: [UInt8] = markerJPEG((0..<600).map { UInt8(truncatingIfNeeded: $0 * 7 + 1) })

    /// Writes `bytes` under `name` and records them as downloaded.
    @discardableResult
    private func store(_ archive: DownloadArchive, _ photoID: Int, _ name: String, _ bytes: [UInt8]) throws -> ArchiveEntry {
        try writeArchiveFile(archive.directory, name, bytes)
        let entry = ArchiveEntry(service: ServiceName.fiveHundredPx, photoID: PhotoID(photoID), sizeID: 4, fileName: name, bytes: Int64(bytes.count), sha256: SHA256.hex(of: bytes))
        try archive.record(entry)
        return entry
    }

    private func problems(_ archive: DownloadArchive) throws -> [PhotoID: ArchiveVerifier.Problem] {
        let report = try ArchiveVerifier.verify(archive)
        return Dictionary(uniqueKeysWithValues: report.findings.map { ($0.entry.photoID, $0.problem) })
    }

    @Test func anIntactArchiveHasNoProblems() throws {
        try withArchiveScratch { folder in
            let archive = try DownloadArchive(path: folder + "/a.sqlite3", service: ServiceName.fiveHundredPx)
            try store(archive, 1, "1.4.jpg", Self.jpeg)
            try store(archive, 2, "2.4.png", [0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
            let report = try ArchiveVerifier.verify(archive)
            #expect(report.checked == 2)
            #expect(report.okCount == 2)
            #expect(report.findings.isEmpty)
        }
    }

    @Test func detectsEachProblem() throws {
        try withArchiveScratch { folder in
            let archive = try DownloadArchive(path: folder + "/a.sqlite3", service: ServiceName.fiveHundredPx)
            try store(archive, 1, "1.4.jpg", Self.jpeg)
            try store(archive, 2, "2.4.jpg", Self.jpeg)
            try store(archive, 3, "3.4.jpg", Self.jpeg)
            try store(archive, 4, "4.4.jpg", Array(Self.jpeg.dropLast(2)))
            try store(archive, 5, "5.4.jpg", Array("<html>not found</html>".utf8))
            try store(archive, 6, "6.4.jpg", Self.jpeg)

            try FileManager.default.removeItem(atPath: folder + "/1.4.jpg")
            try writeArchiveFile(folder, "2.4.jpg", Array(Self.jpeg.prefix(300)))
            var tampered = Self.jpeg
            tampered[100] ^= 0x01
            try writeArchiveFile(folder, "3.4.jpg", tampered)

            let found = try problems(archive)
            #expect(found.count == 5)
            #expect(found[1] == .missing)
            #expect(found[2] == .sizeDiffers(expected: Int64(Self.jpeg.count), actual: 300))
            #expect(found[3] == .hashDiffers(expected: SHA256.hex(of: Self.jpeg), actual: SHA256.hex(of: tampered)))
            #expect(found[4]?.kind == "jpeg_incomplete")
            #expect(found[4]?.description.contains("truncated") == true)
            #expect(found[5]?.kind == "jpeg_incomplete")
            #expect(found[6] == nil)
        }
    }

    @Test func problemsReadAsShortPhrases() {
        #expect(ArchiveVerifier.Problem.missing.description == "missing")
        #expect(ArchiveVerifier.Problem.sizeDiffers(expected: 10, actual: 4).description == "size differs: 4 bytes, 10 recorded")
        #expect(ArchiveVerifier.Problem.hashDiffers(expected: "aa", actual: "bb").kind == "sha256_differs")
    }
}
