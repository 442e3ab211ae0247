import PhotomaniaKit

extension Photo {
    /// How the photo stands, as its service counts it, for a browse tile: its rating where the
    /// service rates photos (`★4.2`), else its faves (`♥12`); empty when it has neither.
    var standing: String {
        if let rating { return "★" + String(format: "%.1f", rating) }
        return favoritesCount.map { "♥" + formatCount($0) } ?? ""
    }

    /// Its counts for a thumbnail's card: rating and votes, or faves where the service has no
    /// rating, then views (`★ 4.2 · 3 votes · 10 views`, `♥ 12 faves · 1,467 views`).
    var countsLine: String {
        let faves = rating == nil ? favoritesCount.map { "♥ " + counted($0, "fave") } : nil
        return [rating.map { "★ " + String(format: "%.1f", $0) }, votesCount.map { counted($0, "vote") }, faves, counted(timesViewed, "view")]
            .compactMap { $0 }.joined(separator: " · ")
    }
}
