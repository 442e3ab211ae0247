import Foundation

public struct DownloadOptions: Sendable {
    /// Where files go; must exist.
    public var directory: String
    /// Transfers at once.
    public var jobs: Int
    /// Retries of one photo after its first try (cli.md: 4 tries in all).
    public var retryPolicy: RetryPolicy
    /// Download again even when the archive says the file is there.
    public var force: Bool
    /// Name what would be fetched, fetch nothing.
    public var dryRun: Bool
    public var archive: DownloadArchive?
    /// Also decode every finished JPEG before naming it (`--verify`); without it, the length and
    /// the FF D8 / FF D9 markers are checked.
    public var verifyDecoding: Bool

    public init(
        directory: String, jobs: Int = 6, retryPolicy: RetryPolicy = RetryPolicy(maxRetries: 3, maxDelay: 120),
        force: Bool = false, dryRun: Bool = false, archive: DownloadArchive? = nil, verifyDecoding: Bool = false
    ) {
        self.directory = directory
        self.jobs = jobs
        self.retryPolicy = retryPolicy
        self.force = force
        self.dryRun = dryRun
        self.archive = archive
        self.verifyDecoding = verifyDecoding
    }
}

/// What a run did.
public struct DownloadOutcome: Sendable, Equatable {
    public var downloaded = 0
    public var skipped = 0
    public var failedIDs: [Int] = []
    public var bytes: Int64 = 0
    public var interrupted = false

    public init() {}
}
