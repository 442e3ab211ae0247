import Foundation

/// One downloaded (or imported) file as the archive remembers it.
public struct ArchiveEntry: Sendable, Hashable, Codable {
    /// The service the photo is of: the archive's own for the entries it looks up.
    public var service: ServiceName
    public var photoID: PhotoID
    /// The size as the service names it (500px: the `image_size` number); `unknownSize` for an imported file whose name does not say, until a
    /// download finds it to be its file.
    public var sizeID: SizeKey

    public static let unknownSize: SizeKey = 0
    /// Relative to the archive's directory when the file is inside it, else absolute.
    public var fileName: String
    public var bytes: Int64
    /// The file's SHA-256: 64 lowercase hexadecimal digits.
    public var sha256: String
    /// The SHA-256 of the bytes the server sent, when the file holds others (`--embed-metadata`
    /// wrote into it); nil when the file is the server's bytes.
    public var serverSHA256: String?
    /// The response's ETag, else its Last-Modified.
    public var validator: String?
    public var downloadedAt: Date

    public init(
        service: ServiceName,
        photoID: PhotoID,
        sizeID: SizeKey,
        fileName: String,
        bytes: Int64,
        sha256: String,
        serverSHA256: String? = nil,
        validator: String? = nil,
        downloadedAt: Date = Date()
    ) {
        self.service = service
        self.photoID = photoID
        self.sizeID = sizeID
        self.fileName = fileName
        self.bytes = bytes
        self.sha256 = sha256
        self.serverSHA256 = serverSHA256
        self.validator = validator
        self.downloadedAt = downloadedAt
    }

    enum CodingKeys: String, CodingKey {
        case service
        case photoID = "photo_id"
        case sizeID = "size_id"
        case fileName = "file_name"
        case bytes
        case sha256
        case serverSHA256 = "server_sha256"
        case validator
        case downloadedAt = "downloaded_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        service = try container.decode(ServiceName.self, forKey: .service)
        photoID = try container.decode(PhotoID.self, forKey: .photoID)
        sizeID = try container.decode(SizeKey.self, forKey: .sizeID)
        fileName = try container.decode(String.self, forKey: .fileName)
        bytes = try container.decode(Int64.self, forKey: .bytes)
        sha256 = try container.decode(String.self, forKey: .sha256)
        serverSHA256 = try container.decodeIfPresent(String.self, forKey: .serverSHA256)
        validator = try container.decodeIfPresent(String.self, forKey: .validator)
        let text = try container.decode(String.self, forKey: .downloadedAt)
        guard let date = Timestamp.parse(text) else {
            throw DecodingError.dataCorruptedError(forKey: .downloadedAt, in: container, debugDescription: "not an ISO 8601 time: \(text)")
        }
        downloadedAt = date
    }

    /// `downloaded_at` is ISO 8601 in UTC; `server_sha256` and `validator` are `null` when unknown, so every key is always there.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(service, forKey: .service)
        try container.encode(photoID, forKey: .photoID)
        try container.encode(sizeID, forKey: .sizeID)
        try container.encode(fileName, forKey: .fileName)
        try container.encode(bytes, forKey: .bytes)
        try container.encode(sha256, forKey: .sha256)
        try container.encode(serverSHA256, forKey: .serverSHA256)
        try container.encode(validator, forKey: .validator)
        try container.encodeTimestamp(downloadedAt, forKey: .downloadedAt)
    }
}

/// What is on disk for an archived entry, from one `stat` (no read).
public enum ArchiveFileStatus: Sendable, Hashable {
    case present
    case missing
    case sizeDiffers(actual: Int64)
}
