import Foundation

/// A live view of the transfers, sampled by the progress display (at most ~10 times a second).
public struct DownloadStatus: Sendable {
    public struct Transfer: Sendable, Hashable {
        public var item: DownloadItem
        public var fileName: String?
        public var receivedBytes: Int64
        public var expectedBytes: Int64?
        public var startedAt: Date

        public init(item: DownloadItem, fileName: String?, receivedBytes: Int64, expectedBytes: Int64?, startedAt: Date) {
            self.item = item
            self.fileName = fileName
            self.receivedBytes = receivedBytes
            self.expectedBytes = expectedBytes
            self.startedAt = startedAt
        }
    }

    public var active: [Transfer] = []
    public var total: Int?
    public var finished = 0
    public var skipped = 0
    public var failedIDs: [PhotoID] = []
    /// Bytes written in this run, finished and active transfers together.
    public var bytesReceived: Int64 = 0
    /// Hosts paused by `Retry-After`, with the status that asked for it.
    public var pausedHosts: [String: (until: Date, status: Int)] = [:]
    /// The latest pause of the API's calls the service asked for (it may be over).
    public var callPause: CallPause?

    public init() {}
}
