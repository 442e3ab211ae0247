import PhotomaniaKit

/// What `BrowseState.apply(_:)` asks its runner to do, in order. Work runs in a slot, so that
/// everything one page (or photo) still has running can be cancelled at once.
enum BrowseEffect: Equatable {
    /// Fetch a page's list once `pause` has passed without a cancel, with `reload` past the HTTP
    /// cache; answers `.page`. Slot `.page`.
    case fetchPage(PageKey, after: Duration, reload: Bool = false)
    /// Load a page's thumbnails, those at `visible` (indices into `photos`) ahead of the rest;
    /// answers `.thumbnail` for each. Slot `.page`.
    case loadThumbnails(PageKey, photos: [Photo], visible: Range<Int>, reload: Bool)
    /// Fetch the next page's list ahead, at low priority, after `pause`; answers `.prefetched`.
    /// Slot `.prefetch`.
    case prefetchPage(PageKey, after: Duration)
    /// Load a next page's thumbnails into the caches, at low priority, after `pause`; answers
    /// nothing. Slot `.prefetch`.
    case prefetchThumbnails(PageKey, photos: [Photo], after: Duration)
    case cancel(WorkSlot)
    /// Fetch the photo's full record, its comments and, when asked, a larger picture; answers
    /// `.photo`, `.comments` and `.preview`. Slot `.details`.
    case openDetails(Photo, preview: PreviewRequest?, reload: Bool)
    /// Fetch the first `BrowseState.listedGalleries` of a user's galleries, their private ones
    /// too if asked (listed only to their owner); answers `.galleries`. Slot `.galleries`.
    case fetchGalleries(ofUser: UserID, includingPrivate: Bool)
    /// Download the photo; answers `.downloadProgress` and, once, `.downloadEnded`. Slot `.download`.
    case startDownload(photoID: PhotoID)
    /// Send a write as the signed-in user; answers `.photoActionDone` or `.commentPosted`. Slot
    /// `.write`, never cancelled while the browser runs.
    case write(BrowseWrite)
    /// Answer `.relayoutDue` after `delay`. Slot `.relayout`.
    case scheduleRelayout(after: Duration)
    /// The next frame redraws every row.
    case invalidateScreen
    /// Raw keys and the alternate screen again (the process was stopped).
    case enterTerminal
    /// Ctrl-Z: hand the terminal back to the shell and stop; answers `.continued` once continued.
    case suspend
    /// End the loop; the process exits with this code.
    case exit(ExitCode)
}

/// Where the runner keeps running work.
enum WorkSlot: Hashable, Sendable {
    /// The current page: its list and its thumbnails.
    case page
    /// The next page, fetched ahead.
    case prefetch
    /// The open photo: its record, comments and picture.
    case details
    /// The galleries screen's list.
    case galleries
    case download
    /// Likes, favorites and comments being sent.
    case write
    /// A relayout put off until resizes are 50 ms apart.
    case relayout
}

/// The larger picture on the details screen: the image size to ask for and the pixels to fit.
struct PreviewRequest: Equatable, Sendable {
    var size: ImageSize
    var width: Int
    var height: Int
    /// The box it is drawn in, in cells.
    var columns: Int
    var rows: Int
}

/// A write the browser sends as the signed-in user, once: the Kit decides what may be retried.
/// Answered by `.photoActionDone` or `.commentPosted`.
enum BrowseWrite: Equatable, Sendable {
    case photo(PhotoAction, photoID: PhotoID)
    case comment(String, photoID: PhotoID)
}
