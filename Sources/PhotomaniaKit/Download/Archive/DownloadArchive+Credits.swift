import Foundation
import PhotomaniaSQLite

/// Who to credit for each downloaded photo, as the listing named them: its title, author,
/// page, licence and the licence's deed ("TASL"). A table an archive gains when it is first
/// opened for writing; an older photomania leaves it alone.
public struct PhotoCredit: Sendable, Hashable, Codable {
    public var service: ServiceName
    public var photoID: PhotoID
    public var title: String
    public var author: String?
    public var page: String?
    public var license: String?
    public var licenseURL: String?

    public init(service: ServiceName, photoID: PhotoID, title: String, author: String?, page: String?, license: String?, licenseURL: String?) {
        self.service = service
        self.photoID = photoID
        self.title = title
        self.author = author
        self.page = page
        self.license = license
        self.licenseURL = licenseURL
    }

    /// The credit a listing's facts give, its page joined to the service's site.
    public init(_ facts: PhotoFacts, service: ServiceName, photoID: PhotoID, webOrigin: String) {
        self.init(
            service: service, photoID: photoID, title: facts.title.isEmpty ? "Untitled" : facts.title,
            author: [facts.author, facts.username].compactMap { $0 }.first { !$0.isEmpty },
            page: facts.page.flatMap { MetadataEmbedding.pageURL($0, webOrigin: webOrigin) }, license: facts.license, licenseURL: facts.licenseURL
        )
    }

    /// `"Title" by Author, CC BY-SA 4.0 <https://…>, <page>`: one line, as credits are written.
    public var line: String {
        var parts = ["\"\(title)\"" + (author.map { " by \($0)" } ?? "")]
        if let license { parts.append(license + (licenseURL.map { " <\($0)>" } ?? "")) } else { parts.append("licence unknown") }
        if let page { parts.append("<\(page)>") }
        return parts.joined(separator: ", ")
    }

    enum CodingKeys: String, CodingKey {
        case service, photoID = "photo_id", title, author, page, license, licenseURL = "license_url"
    }
}

extension DownloadItem {
    /// Who to credit for the photo, from what its listing said; nil when it said nothing.
    public func credit(webOrigin: String) -> PhotoCredit? {
        guard let facts = facts ?? photo.map(PhotoFacts.init) else { return nil }
        return PhotoCredit(facts, service: service, photoID: photoID, webOrigin: webOrigin)
    }
}

extension DownloadArchive {
    static func createCreditsTable(in connection: SQLiteConnection) throws(SQLiteFailure) {
        try connection.run("""
            CREATE TABLE IF NOT EXISTS credits (
                service TEXT NOT NULL, photo_id TEXT NOT NULL, title TEXT NOT NULL, author TEXT, page TEXT,
                license TEXT, license_url TEXT, PRIMARY KEY (service, photo_id)
            )
            """)
    }

    /// Keeps `credit` in place of the photo's earlier one.
    public func record(_ credit: PhotoCredit) throws(ArchiveError) {
        _ = try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run(
                "INSERT OR REPLACE INTO credits (service, photo_id, title, author, page, license, license_url) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                [
                    .text(credit.service.rawValue), .text(credit.photoID.text), .text(credit.title), credit.author.map(SQLiteValue.text) ?? .null,
                    credit.page.map(SQLiteValue.text) ?? .null, credit.license.map(SQLiteValue.text) ?? .null, credit.licenseURL.map(SQLiteValue.text) ?? .null,
                ]
            )
        }
    }

    /// Each file the archive records with its photo's credit, in file-name order; a file whose
    /// photo has none is left out. An archive from before credits has none.
    public func credits() throws(ArchiveError) -> [(fileName: String, credit: PhotoCredit)] {
        let rows = try withConnection { (connection) throws(SQLiteFailure) -> [[SQLiteValue]] in
            let tables = try connection.run("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'credits'")
            guard !tables.isEmpty else { return [] }
            return try connection.run("""
                SELECT d.file_name, c.service, c.photo_id, c.title, c.author, c.page, c.license, c.license_url
                FROM downloads d JOIN credits c ON c.service = d.service AND c.photo_id = d.photo_id ORDER BY d.file_name
                """)
        }
        return rows.compactMap { row in
            guard row.count == 8, let file = row[0].text, let service = row[1].text, let id = row[2].text.flatMap({ PhotoID($0) }), let title = row[3].text else { return nil }
            return (file, PhotoCredit(
                service: ServiceName(rawValue: service), photoID: id, title: title, author: row[4].text, page: row[5].text, license: row[6].text, licenseURL: row[7].text
            ))
        }
    }
}
