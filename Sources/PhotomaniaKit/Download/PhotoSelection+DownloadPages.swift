extension PhotoSelection {
    /// The pages a download walks when neither `--page`, `--pages` nor `--all` says: all of a
    /// finite selection, and all of an endless one up to `limit`; without a limit, an endless
    /// stream's first page.
    public func pagesToDownload(limit: Int?) -> PageRange {
        hasAnEnd || limit != nil ? PageRange(first: 1, last: nil) : PageRange(first: 1, last: 1)
    }
}
