import Foundation

/// What the archive remembers of one selection that `download --sync` walked, for one service
/// and one size: when a walk last completed, and where an unfinished one left off.
public struct SyncRecord: Sendable, Equatable {
    /// Where the last walk left photos unsettled: every photo listed before `page` (at `perPage`
    /// a page) is in the archive or cannot be had; those from it on may not be.
    public struct Resume: Sendable, Equatable {
        public var page: Int
        public var perPage: Int

        public init(page: Int, perPage: Int) {
            self.page = page
            self.perPage = perPage
        }

        /// The same place in pages of `perPage` photos: never later than the photos not settled.
        public func firstPage(perPage: Int) -> Int {
            guard perPage != self.perPage, perPage > 0 else { return page }
            let settled = max(0, page - 1).saturatingMultiplied(by: max(1, self.perPage))
            return (settled / perPage).saturatingAdding(1)
        }
    }

    public var service: ServiceName
    /// `SyncSelectionKey` of the selection.
    public var selection: String
    public var size: String
    /// Nil when the last walk settled every photo it listed.
    public var resume: Resume?
    /// When a walk last ended with every photo of the selection settled; nil before one did.
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

    /// Where the next walk starts its first part, for a selection no walk has completed yet
    /// (a completed one is walked from its newest photo); nil: from the start.
    public var nextPage: Int? {
        guard completedAt == nil, let resume else { return nil }
        return resume.firstPage(perPage: DownloadPlan.perPage)
    }
}
