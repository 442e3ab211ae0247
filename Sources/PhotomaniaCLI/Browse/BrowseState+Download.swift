extension BrowseState {
    /// `d`: the open (else the selected) photo at its largest size, one download at a time.
    mutating func downloadShownPhoto() -> [BrowseEffect] {
        guard let photo = details?.photo ?? selectedPhoto else { return [] }
        guard !downloadRunning else {
            message = .info("a download is running; wait for it to finish")
            return []
        }
        downloadRunning = true
        download = "↓ \(photo.id): asking for the image…"
        return [.startDownload(photoID: photo.id)]
    }

    mutating func receive(downloadProgress text: String) {
        if downloadRunning { download = text }
    }

    mutating func downloadEnded(with message: StatusMessage) {
        downloadRunning = false
        download = nil
        self.message = message
    }
}
