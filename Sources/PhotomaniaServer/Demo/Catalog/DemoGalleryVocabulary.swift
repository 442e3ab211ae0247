/// The words galleries are made of, by kind. Some names share a slug on purpose
/// ("Iceland 2024" and "Iceland, 2024"), so slugs need de-duplicating per user.
enum DemoGalleryVocabulary {
    static func names(for kind: DemoGallery.Kind) -> [String] {
        switch kind {
        case .general:
            ["Iceland 2024", "Iceland, 2024", "Night walks", "Street life", "Mountains", "Lisbon 2022", "Café moments",
             "Black & White", "Tokyo 東京", "Autumn colours", "Family", "Road trip", "Rainy days", "Coastlines"]
        case .lightbox: ["Lightbox", "To print", "Mood board", "Shortlist", "Ideas"]
        case .portfolio: ["Portfolio", "Selected work", "Best of 2023", "Commissions"]
        case .profile: ["Profile highlights", "Featured"]
        case .favorite: ["Favorites", "Inspiration", "Photos I love"]
        }
    }

    static let descriptions = [
        "", "", "A few frames I keep coming back to.", "Shot over two weeks, mostly at dawn.",
        "Work in progress — more soon.", "<b>Selected</b> prints &amp; drafts.", "Ελληνικά, 日本語, Ünïcödé.",
    ]

    /// The kinds a randomly made gallery gets, General the most often.
    static let kindWeights: [DemoGallery.Kind] = [.general, .general, .general, .lightbox, .portfolio, .profile, .favorite]
}
