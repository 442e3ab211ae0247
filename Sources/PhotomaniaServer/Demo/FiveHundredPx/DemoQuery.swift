import Foundation

/// The query parameters the demo API understands, read leniently: a malformed number is
/// treated as absent.
struct DemoQuery {
    let request: HTTPRequest

    func string(_ name: String) -> String? {
        request.queryValue(name)
    }

    func int(_ name: String) -> Int? {
        request.queryValue(name).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    func has(_ name: String) -> Bool {
        request.hasQuery(name)
    }

    /// `image_size=3`, `image_size=3,2` and `image_size[]=3&image_size[]=2`, in the order
    /// given, duplicates and undocumented sizes dropped; `fallback` when none is left.
    func imageSizes(default fallback: DemoImageSize) -> [DemoImageSize] {
        var sizes: [DemoImageSize] = []
        for item in request.query where item.name == "image_size" || item.name == "image_size[]" {
            for part in item.value.split(separator: ",") {
                if let value = Int(part.trimmingCharacters(in: .whitespaces)),
                   let size = DemoImageSize(rawValue: value), !sizes.contains(size) {
                    sizes.append(size)
                }
            }
        }
        return sizes.isEmpty ? [fallback] : sizes
    }

    /// Category names, comma-separated and case-sensitive; unknown names are ignored.
    /// Nil when the parameter is absent or empty.
    func categories(_ name: String) -> [DemoCategory]? {
        guard let value = request.queryValue(name), !value.isEmpty else { return nil }
        var categories: [DemoCategory] = []
        for part in value.split(separator: ",") {
            if let category = DemoCategory(name: part.trimmingCharacters(in: .whitespaces)), !categories.contains(category) {
                categories.append(category)
            }
        }
        return categories
    }

    /// `page` (1-based, default 1) and `rpp` (default 20, clamped to 1...100).
    func paging(pageParameter: String = "page") -> DemoPaging {
        DemoPaging(page: int(pageParameter) ?? 1, perPage: min(100, max(1, int("rpp") ?? 20)))
    }
}

struct DemoPaging {
    let page: Int
    let perPage: Int

    init(page: Int, perPage: Int) {
        self.page = max(1, page)
        self.perPage = perPage
    }

    func totalPages(_ totalItems: Int) -> Int {
        (totalItems + perPage - 1) / perPage
    }

    /// The items of this page; empty beyond the end.
    func slice<Element>(_ items: [Element]) -> ArraySlice<Element> {
        let (start, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
        guard !overflow, start < items.count else { return [] }
        return items[start..<min(items.count, start + perPage)]
    }
}
