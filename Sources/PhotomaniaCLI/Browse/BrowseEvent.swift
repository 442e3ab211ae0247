import PhotomaniaKit

/// A terminal's size in cells, as `TerminalMode.size` reads it.
typealias TerminalSize = (columns: Int, rows: Int)

/// Everything that reaches the browser's one loop: keys, signals, the terminal's size, and the
/// results of its work. What a decision needs to know of the world (the size, the time) comes
/// in the event. Results carry what they belong to, so one for a page or photo no longer shown
/// is dropped.
indirect enum BrowseEvent: Sendable {
    /// The loop starts, on a terminal of this size.
    case started(TerminalSize, at: ContinuousClock.Instant)
    case keys([Key])
    case inputClosed
    /// SIGINT, SIGTERM, SIGHUP or SIGTSTP; resizing and continuing come as events of their own.
    case signal(Int32)
    /// SIGWINCH.
    case resized(TerminalSize, at: ContinuousClock.Instant)
    /// A relayout put off by `.scheduleRelayout` came due.
    case relayoutDue(TerminalSize, at: ContinuousClock.Instant)
    /// The process runs again after being stopped (SIGCONT, or back from Ctrl-Z).
    case continued(TerminalSize, at: ContinuousClock.Instant)
    case page(PageKey, Result<ListedPage<Photo>, PhotomaniaError>)
    /// A next page fetched ahead.
    case prefetched(PageKey, ListedPage<Photo>)
    case thumbnail(PageKey, photoID: PhotoID, RGBImage?, sixel: SixelPicture? = nil)
    case photo(PhotoID, Result<Photo, PhotomaniaError>)
    case comments(PhotoID, Result<Page<Comment>, PhotomaniaError>)
    case preview(PhotoID, RGBImage?, sixel: SixelPicture? = nil)
    case galleries(ofUser: UserID, Result<Page<Gallery>, PhotomaniaError>)
    /// Where an answer came from: a stored copy standing in for a failed network, or the server.
    case answered(CacheOutcome)
    case downloadProgress(String)
    case downloadEnded(StatusMessage)
    /// A like or favorite sent by `.write`: the photo as the server then describes it, if it says.
    case photoActionDone(PhotoAction, photoID: PhotoID, Result<Photo?, PhotomaniaError>)
    /// A comment sent by `.write`, with its text, kept if it failed.
    case commentPosted(photoID: PhotoID, body: String, Result<Comment, PhotomaniaError>)
    /// What a piece of work reported; dropped unread if the loop has cancelled that work since,
    /// which a check inside the work could race with.
    case fromWork(id: Int, BrowseEvent)
}
