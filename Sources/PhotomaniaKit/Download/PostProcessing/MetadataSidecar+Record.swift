import Foundation

extension MetadataSidecar {
    /// What a sidecar holds: the photo as the run got it (nil when the run did not keep it) and
    /// the download's facts. Unknown values are `null`, never left out.
    public struct Record: Encodable, Sendable {
        public var photo: Photo?
        public var download: Facts

        enum CodingKeys: String, CodingKey { case photo, download }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(photo, forKey: .photo)
            try container.encode(download, forKey: .download)
        }

        /// The download's facts.
        public struct Facts: Encodable, Sendable {
            public var file: String
            public var bytes: Int64
            public var sha256: String?
            /// The image's URL, its secrets redacted.
            public var url: String
            public var size: Int
            public var downloadedAt: String?
            /// `photo` for a photo from its own lookup, `listing` for one from a listing's page.
            public var photoFrom: String?
            public var source: String?
            /// The one-line attribution `photomania credits` prints (`PhotoCredit.line`).
            public var credit: String?

            init(file: String, bytes: Int64, sha256: String?, item: DownloadItem, downloadedAt: Date?, source: String?, credit: PhotoCredit?) {
                self.credit = credit?.line
                self.file = file
                self.bytes = bytes
                self.sha256 = sha256
                url = Redaction.redact(item.url)
                size = item.size.rawValue
                self.downloadedAt = downloadedAt.map { ISO8601DateFormatter().string(from: $0) }
                photoFrom = item.photo == nil ? nil : source == nil ? "photo" : "listing"
                self.source = source
            }

            enum CodingKeys: String, CodingKey {
                case file, bytes, sha256, url, size, source, credit
                case downloadedAt = "downloaded_at"
                case photoFrom = "photo_from"
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(file, forKey: .file)
                try container.encode(bytes, forKey: .bytes)
                try container.encode(sha256, forKey: .sha256)
                try container.encode(url, forKey: .url)
                try container.encode(size, forKey: .size)
                try container.encode(downloadedAt, forKey: .downloadedAt)
                try container.encode(photoFrom, forKey: .photoFrom)
                try container.encode(source, forKey: .source)
                try container.encode(credit, forKey: .credit)
            }
        }
    }
}
