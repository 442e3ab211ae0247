import PhotomaniaKit

/// Everything that reaches the browser's one loop: keys, signals, and the results of its work.
/// Results carry what they belong to, so one for a page or photo no longer shown is dropped.
enum BrowseEvent: Sendable {
    case keys([Key])
    case inputClosed
    case signal(Int32)
    /// A resize that waited out the 50 ms between layouts.
    case relayout
    case page(PageKey, Result<ListedPage<Photo>, PhotomaniaError>)
    /// A next page fetched ahead, for the cache only.
    case prefetched(PageKey, ListedPage<Photo>)
    case thumbnail(PageKey, photoID: Int, RGBImage?)
    case photo(Int, Result<Photo, PhotomaniaError>)
    case comments(Int, Result<Page<Comment>, PhotomaniaError>)
    case preview(Int, RGBImage?)
    case downloadProgress(String)
    case downloadEnded(StatusMessage)
}
