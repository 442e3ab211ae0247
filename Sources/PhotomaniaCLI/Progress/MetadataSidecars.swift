import Foundation
import PhotomaniaKit

/// `download --write-metadata`: a `<file>.json` beside each downloaded image, holding the photo as
/// the run got it and the download's facts:
///
///     {"photo": {…}, "download": {"file": …, "bytes": …, "sha256": …, "url": …, "size": …,
///      "downloaded_at": …, "photo_from": "photo" | "listing", "source": …}}
///
/// `photo` is encoded as `photo --json` encodes it. Photos asked for by id come from their own
/// lookup (`photo_from: "photo"`, what `photo ID --json` prints); photos from a listing keep the
/// listing's fields (`photo_from: "listing"`, what `photos --json` prints): no extra request per
/// photo. A photo skipped because it is already here gets a sidecar only when it has none.
///
/// Files are written one at a time on `BlockingWork` threads, each through `PartFile` (into
/// `<file>.json.part`, renamed when complete). One that cannot be written is a warning (`warn`),
/// never a failed photo.
final class MetadataSidecars: Sendable {
    enum Job: Sendable {
        case saved(SavedFile)
        /// Already here: archived (its name as the archive keeps it), or present without an archive.
        case present(DownloadItem, fileName: String, archived: Bool)
    }

    private let source: String?
    /// Absolute paths of the download folder and of the archive's folder (names in the archive
    /// are relative to it).
    private let folder: String
    private let archiveFolder: String?
    private let warn: @Sendable (DownloadItem, DownloadNotice) -> Void
    private let jobs: AsyncStream<Job>.Continuation
    private let writer: Task<Void, Never>

    static let suffix = ".json"

    /// `source`: what the run walks (`feature:popular`, `gallery:USER/SLUG`…), nil for ids.
    init(source: String?, folder: String, archiveFolder: String?, warn: @escaping @Sendable (DownloadItem, DownloadNotice) -> Void) {
        self.source = source
        self.folder = folder
        self.archiveFolder = archiveFolder
        self.warn = warn
        let (stream, continuation) = AsyncStream<Job>.makeStream()
        jobs = continuation
        writer = Task { [source, folder, archiveFolder] in
            for await job in stream {
                if let failure = await BlockingWork.run({ Self.perform(job, source: source, folder: folder, archiveFolder: archiveFolder) }) {
                    warn(failure.item, .metadataNotWritten(path: failure.path, reason: failure.reason))
                }
            }
        }
    }

    /// Returns at once: the file is written on another thread.
    func submit(_ job: Job) {
        jobs.yield(job)
    }

    /// Waits until every sidecar submitted before is written (or has failed).
    func drain() async {
        jobs.finish()
        await writer.value
    }

    private struct Failure: Sendable {
        var item: DownloadItem
        var path: String
        var reason: String
    }

    private static func perform(_ job: Job, source: String?, folder: String, archiveFolder: String?) -> Failure? {
        let item: DownloadItem
        let path: String
        let facts: Facts
        switch job {
        case .saved(let file):
            item = file.item
            path = file.path + suffix
            facts = Facts(file: file.fileName, bytes: file.bytes, sha256: file.sha256, item: file.item, downloadedAt: file.downloadedAt, source: source)
        case .present(let present, let fileName, let archived):
            item = present
            let base = archived ? archiveFolder ?? folder : folder
            let imagePath = fileName.hasPrefix("/") ? fileName : base.hasSuffix("/") ? base + fileName : base + "/" + fileName
            path = imagePath + suffix
            // A sidecar is there: a file of its own, not a link, which is replaced.
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { return nil }
            let digest = try? SHA256.digest(ofFileAt: imagePath)
            let modified = (try? FileManager.default.attributesOfItem(atPath: imagePath))?[.modificationDate] as? Date
            facts = Facts(file: fileName, bytes: digest?.bytes ?? 0, sha256: digest?.sha256, item: present, downloadedAt: modified, source: source)
        }
        do {
            let text = try JSONOutput.string(Sidecar(photo: item.photo, download: facts)) + "\n"
            try write(Data(text.utf8), to: path)
            return nil
        } catch {
            return Failure(item: item, path: path, reason: reason(error))
        }
    }

    /// Into `<path>.part`, then renamed over `path`, as images are: a sidecar is either whole or
    /// absent, and a symbolic link at either name is replaced, never written through.
    private static func write(_ data: Data, to path: String) throws {
        try PartFile.write(data, to: path)
    }

    private static func reason(_ error: any Error) -> String {
        if let failure = error as? PartFile.WriteError { return failure.reason }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }

    private struct Sidecar: Encodable {
        var photo: Photo?
        var download: Facts

        enum CodingKeys: String, CodingKey { case photo, download }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(photo, forKey: .photo)
            try container.encode(download, forKey: .download)
        }
    }

    /// The download's facts; unknown values are `null`, never left out.
    private struct Facts: Encodable {
        var file: String
        var bytes: Int64
        var sha256: String?
        var url: String
        var size: Int
        var downloadedAt: String?
        var photoFrom: String?
        var source: String?

        init(file: String, bytes: Int64, sha256: String?, item: DownloadItem, downloadedAt: Date?, source: String?) {
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
            case file, bytes, sha256, url, size, source
            case downloadedAt = "downloaded_at"
            case photoFrom = "photo_from"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(bytes, forKey: .bytes)
            try container.encode(sha256, forKey: .sha256)
            try container.encode(url, forKey: .url)
            try container.encode(size, forKey: .size)
            try container.encode(downloadedAt, forKey: .downloadedAt)
            try container.encode(photoFrom, forKey: .photoFrom)
            try container.encode(source, forKey: .source)
        }
    }

    /// What a run walks, for `download.source`: nil for photos named by id.
    static func source(of plan: PhotoSelection) -> String? {
        let named = { (user: UserLookup) in
            switch user {
            case .id(let id): String(id)
            case .username(let name): name
            }
        }
        switch plan {
        case .ids: return nil
        case .stream(let feature, let user, _):
            return "feature:" + feature.rawValue + (user.map { ":" + named($0) } ?? "")
        case .search(.term(let term), _): return "search:" + term
        case .search(.tag(let tag), _): return "tag:" + tag
        case .collection(let collection, _):
            switch collection.reference {
            case .id(let id): return "gallery:\(named(collection.owner))/\(id)"
            case .slug(let slug): return "gallery:\(named(collection.owner))/\(slug)"
            }
        }
    }
}
