import PhotomaniaKit

/// `download`'s own options, declared once with their types (its selection is
/// `SelectionOptions`', its paging `PagingOptions`').
enum DownloadOptions {
    static let limit: Option<Int?> = .number("limit", help: "Stop after N photos", in: 1...)
    static let jobs: Option<Int?> = .number("jobs", short: "j", help: "Transfers at once (default 6)", in: ConfigFile.jobsRange)
    static let sleep: Option<ClosedRange<Double>?> = .value(
        "sleep", "SECONDS", help: "Start photos at least SECONDS apart, or a random A-B seconds apart, e.g. 1-3",
        expected: "seconds such as 0.5, or a range such as 1-3", as: SecondsRange.parse
    )
    static let archive: Option<String?> = .text("archive", "FILE", help: "Archive of downloaded photos (default DIR/.photomania-archive.sqlite3)")
    static let noArchive: Option<Bool> = .flag("no-archive", help: "Keep no archive")
    static let retries: Option<Int?> = .number("retries", help: "Retries of a failed photo (default 3)", in: 0...20)
    static let force: Option<Bool> = .flag("force", help: "Download again even when archived, or (with --no-archive) already in DIR")
    static let noSync: Option<Bool> = .flag(
        "no-sync", help: "Name files without waiting for the disk (faster; a power cut may leave a file cut short, as with curl)"
    )
    static let verify: Option<Bool> = .flag("verify", help: "Also decode each JPEG before naming it (slower: catches damage inside the image data)")
    static let dryRun: Option<Bool> = .flag("dry-run", help: "List what would be fetched and the file names")
    static let json: Option<Bool> = .flag("json", help: "Print JSON Lines events on stdout")
    static let print0: Option<Bool> = .flag("print0", help: "List the saved files' paths on stdout each ended by a NUL, for xargs -0 (also on a terminal)")
    static let mtime: Option<FileTimeSource?> = .value(
        "mtime", "WHEN", help: "Each file's modification time: taken, uploaded (default), server (its Last-Modified) or none (when written)",
        known: FileTimeSource.allCases.map(\.rawValue), expected: "taken, uploaded, server or none", as: FileTimeSource.init(rawValue:)
    )
    static let ignoreDownloadPermission: Option<Bool> = .flag(
        "ignore-download-permission", help: "Also fetch photos whose owners do not allow downloads (they are skipped otherwise)"
    )
    static let sync: Option<Bool> = .flag(
        "sync", help: "Fetch what is new since this selection's last --sync: newest first, stopping at the first archived photo once a walk has completed"
    )
    static let writeMetadata: Option<Bool> = .flag("write-metadata", help: "Also write <file>.json beside each image: the photo's JSON and the download's facts")
    static let embedMetadata: Option<Bool> = .flag(
        "embed-metadata", help: "Write the photo's title, author, description, tags, license, page, date taken, place and id into each JPEG as XMP (the pixels are not touched)"
    )
}
