import Foundation
import Testing

@testable import PhotomaniaKit

/// The archive keeps the SHA-256 of the bytes the server sent beside the file's when they differ
/// (`--embed-metadata`), and says null when the file is the server's bytes.
@Suite("Archive: the server's SHA-256 beside the file's")
struct ArchiveServerHashTests {
    private let file = String(repeating: "a", count: 64)
    private let server = String(repeating: "b", count: 64)

    @Test func itIsRecordedReadAndClearedByARecordWithoutIt() throws {
        try withArchiveScratch { folder in
            let archive = try DownloadArchive(path: folder + "/a.sqlite3", service: ServiceName.fiveHundredPx)
            defer { archive.close() }
            try archive.record(ArchiveEntry(service: .fiveHundredPx, photoID: 1, sizeID: 4, fileName: "1.jpg", bytes: 10, sha256: file, serverSHA256: server))
            try archive.record(ArchiveEntry(service: .fiveHundredPx, photoID: 2, sizeID: 4, fileName: "2.jpg", bytes: 10, sha256: file))
            #expect(try archive.entry(photoID: 1, sizeID: 4)?.serverSHA256 == server)
            #expect(try archive.entry(photoID: 1, sizeID: 4)?.sha256 == file)
            #expect(try archive.entry(photoID: 2, sizeID: 4)?.serverSHA256 == nil)
            try archive.record(ArchiveEntry(service: .fiveHundredPx, photoID: 1, sizeID: 4, fileName: "1.jpg", bytes: 9, sha256: server))
            #expect(try archive.entry(photoID: 1, sizeID: 4)?.serverSHA256 == nil, "downloaded again as the server's bytes: no other hash")
        }
    }

    @Test func jsonAlwaysHasTheKeyAndReadsEntriesWithoutIt() throws {
        let entry = ArchiveEntry(service: .flickr, photoID: 1, sizeID: "z", fileName: "1.jpg", bytes: 10, sha256: file, serverSHA256: server, downloadedAt: Date(timeIntervalSince1970: 0))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let embedded = String(decoding: try encoder.encode(entry), as: UTF8.self)
        #expect(embedded.contains("\"server_sha256\":\"\(server)\""), "\(embedded)")
        var plain = entry
        plain.serverSHA256 = nil
        let served = String(decoding: try encoder.encode(plain), as: UTF8.self)
        #expect(served.contains("\"server_sha256\":null"), "\(served)")
        let older = served.replacing("\"server_sha256\":null,", with: "")
        #expect(!older.contains("server_sha256"))
        #expect(try JSONDecoder().decode(ArchiveEntry.self, from: Data(older.utf8)) == plain)
        #expect(try JSONDecoder().decode(ArchiveEntry.self, from: Data(embedded.utf8)) == entry)
    }
}
