import Foundation

/// What the archive remembers of one selection that `download --sync` walked, for one service
/// and one size: where the next walk starts, and when a walk last completed.
public struct SyncRecord: Sendable, Equatable {
    /// Pages the last walk did not settle: every photo listed before `page` (at `perPage` a page)
    /// is in the archive or cannot be had, those from it on may not be.
    public struct Resume: Sendable, Equatable {
        public var page: Int
        public var perPage: Int
        /// Whether the walk from `page` may stop at its first archived photo: it may when an
        /// earlier walk completed, so the photos past that one are all archived.
        public var stops: Bool

        public init(page: Int, perPage: Int, stops: Bool) {
            self.page = page
            self.perPage = perPage
            self.stops = stops
        }

        /// The same place in pages of `perPage` photos: never later than the photos not settled.
        public func firstPage(perPage: Int) -> Int {
            guard perPage != self.perPage, perPage > 0 else { return page }
            let settled = Int64(max(0, page - 1)) * Int64(max(1, self.perPage))
            return Int(min(Int64(Int.max), settled / Int64(perPage) + 1))
        }
    }

    public var service: ServiceName
    /// `SyncSelectionKey` of the selection.
    public var selection: String
    public var size: String
    /// Nil when the last walk settled every photo it listed: the next starts at the newest photo
    /// and stops at the first archived one.
    public var resume: Resume?
    /// When a walk last ended with every photo settled; nil before the first did.
    public var completedAt: Date?
    /// When a walk last ended, complete or not.
    public var walkedAt: Date
    /// Photos the last walk downloaded.
    public var newPhotos: Int

    public init(service: ServiceName, selection: String, size: String, resume: Resume?, completedAt: Date?, walkedAt: Date, newPhotos: Int) {
        self.service = service
        self.selection = selection
        self.size = size
        self.resume = resume
        self.completedAt = completedAt
        self.walkedAt = walkedAt
        self.newPhotos = newPhotos
    }
}
