import Foundation

/// `download --write-metadata`: a `<file>.json` beside each downloaded image, holding the photo as
/// the run got it and the download's facts (`Record`):
///
///     {"photo": {…}, "download": {"file": …, "bytes": …, "sha256": …, "url": …, "size": …,
///      "downloaded_at": …, "photo_from": "photo" | "listing", "source": …, "credit": …}}
///
/// Photos asked for by id come from their own lookup (`photo_from: "photo"`); photos from a
/// listing keep the listing's fields (`photo_from: "listing"`): no extra request per photo. A
/// photo skipped because it is already here gets a sidecar only when it has none.
///
/// Each file is written through `PartFile` (into `<file>.json.part`, renamed when complete).
public struct MetadataSidecar: PostProcessor {
    /// The record as the JSON text of the file; the caller's encoder, so that a sidecar holds the
    /// photo exactly as the program's `--json` prints it.
    public typealias Encode = @Sendable (Record) throws -> String

    public static let suffix = ".json"

    private let source: String?
    private let encode: Encode

    /// `source`: what the run walks (`feature:popular`, `gallery:USER/SLUG`…), nil for ids.
    public init(source: String?, encode: @escaping Encode) {
        self.source = source
        self.encode = encode
    }

    public var needs: PostProcessorNeeds { [.photoRecord, .sha256] }

    public func process(_ file: FinalFile) throws(PostProcessingFailure) {
        let path: String
        let facts: Record.Facts
        let modified: Date?
        switch file {
        case .saved(let saved):
            path = saved.path + Self.suffix
            modified = saved.modified
            facts = Record.Facts(
                file: saved.fileName, bytes: saved.bytes, sha256: saved.sha256, item: saved.item, downloadedAt: saved.downloadedAt, source: source,
                credit: saved.credit
            )
        case .present(let item, let fileName, let imagePath, let credit):
            path = imagePath + Self.suffix
            // A sidecar is there: a file of its own, not a link, which is replaced.
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { return }
            let digest = try? SHA256.digest(ofFileAt: imagePath)
            // The image's modification time may be the photo's date (`--mtime`); its status
            // change time is when it was written.
            var image = stat()
            let known = stat(imagePath, &image) == 0
            let changed = known ? Date(timeIntervalSince1970: TimeInterval(image.st_ctim.tv_sec)) : nil
            modified = known ? Date(timeIntervalSince1970: TimeInterval(image.st_mtim.tv_sec)) : nil
            facts = Record.Facts(file: fileName, bytes: digest?.bytes ?? 0, sha256: digest?.sha256, item: item, downloadedAt: changed, source: source, credit: credit)
        }
        let text: String
        do {
            text = try encode(Record(photo: file.item.photo, download: facts)) + "\n"
        } catch {
            throw .sidecarNotEncoded(path: path, reason: (error as NSError).localizedDescription)
        }
        do {
            try PartFile.write(Data(text.utf8), to: path, modified: modified)
        } catch {
            throw .sidecarNotWritten(path: path, error)
        }
    }
}
