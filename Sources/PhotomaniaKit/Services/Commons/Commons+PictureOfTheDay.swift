import Foundation

/// The picture of the day (contract §5): `Template:Potd/YYYY-MM-DD` shows one file a day,
/// newest day first; the cursor is the day the next page starts at.
extension Commons {
    /// The first picture of the day, 2004-11-28.
    static let firstDay = Date(timeIntervalSince1970: 1_101_600_000)

    /// A page of `count` days from the cursor's (today's at first); days with no picture yet
    /// (today's may not be chosen, a mirror may end earlier) are passed over, up to a month.
    func picturesOfTheDay(from cursor: PageCursor, count: Int, _ imageSizes: [ImageSize]) async throws(PhotomaniaError) -> ([Photo], String?) {
        var start: Date
        switch cursor {
        case .token(let token): guard let day = Self.day(token) else { return ([], nil) }; start = day
        default: start = Date()
        }
        var passed = 0
        while true {
            let (photos, next) = try await picturesOfTheDay(from: start, count: count, imageSizes)
            passed += count
            guard photos.isEmpty, passed < 31, let next, let day = Self.day(next) else { return (photos, next) }
            start = day
        }
    }

    private func picturesOfTheDay(from start: Date, count: Int, _ imageSizes: [ImageSize]) async throws(PhotomaniaError) -> ([Photo], String?) {
        let days = (0..<count).map { start.addingTimeInterval(-Double($0) * 86_400) }.filter { $0 >= Self.firstDay }
        guard !days.isEmpty else { return ([], nil) }
        let templates = days.map { "Template:Potd/" + Self.dayText($0) }
        let shown = try await call(CommonsQuery([("prop", "images"), ("titles", templates.joined(separator: "|"))]))
        let byTemplate = Dictionary(shown.pages.map { ($0.title, $0.images.first) }) { first, _ in first }
        let files = templates.compactMap { byTemplate[shown.answeredTitle(for: $0)] ?? nil }
        let next = days.last.map { Self.dayText($0.addingTimeInterval(-86_400)) }
        guard !files.isEmpty else { return ([], next) }
        let answer = try await call(CommonsQuery([("titles", files.joined(separator: "|")), ("redirects", "1")] + Self.details(imageSizes)))
        let byTitle = Dictionary(answer.pages.map { ($0.title, $0) }) { first, _ in first }
        return (files.compactMap { byTitle[answer.answeredTitle(for: $0)].flatMap { photo($0, imageSizes: imageSizes) } }, next)
    }

    private static func dayText(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().dateSeparator(.dash))
    }

    private static func day(_ text: String) -> Date? {
        try? Date(text + "T12:00:00Z", strategy: .iso8601)
    }
}
