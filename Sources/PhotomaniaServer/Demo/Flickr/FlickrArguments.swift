import Foundation

/// A REST call's arguments: a form-encoded body's fields (a POST) first, then the query.
/// Read leniently like Flickr's: surrounding spaces are ignored, a malformed number is absent.
struct FlickrArguments {
    let form: DemoForm

    init(_ request: HTTPRequest) {
        form = DemoForm(request)
    }

    /// Every argument once, a form field before a query parameter of the same name.
    var all: [(name: String, value: String)] {
        var seen: Set<String> = []
        return (form.fields + form.query).filter { seen.insert($0.name).inserted }
    }

    /// The value, trimmed; nil when absent or empty.
    func string(_ name: String) -> String? {
        guard let value = form.value(name)?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        return value
    }

    func int(_ name: String) -> Int? {
        string(name).flatMap { Int($0) }
    }

    /// A comma-separated list (`extras`, `tags`, `license`), entries trimmed, empty ones dropped.
    func list(_ name: String) -> [String] {
        (string(name) ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The required argument, or the method's code 1.
    func required(_ name: String, or failure: FlickrFailure) throws(FlickrFailure) -> String {
        guard let value = string(name) else { throw failure }
        return value
    }

    /// `page` (from 1) and `per_page` (a missing, malformed or non-positive one is the method's
    /// default; beyond its maximum, the maximum).
    func paging(defaultPerPage: Int = 100, maximumPerPage: Int = 500) -> FlickrPaging {
        let perPage = int("per_page").flatMap { $0 > 0 ? min($0, maximumPerPage) : nil } ?? defaultPerPage
        return FlickrPaging(page: max(1, int("page") ?? 1), perPage: perPage)
    }
}

/// One page of a listing, as Flickr numbers it.
struct FlickrPaging {
    let page: Int
    let perPage: Int

    func pages(_ total: Int) -> Int {
        (total + perPage - 1) / perPage
    }

    /// The items of this page. A page past the last one answers the last page again, as
    /// Flickr does, so that only `pages` tells a client where to stop (contract §4.1).
    func slice<Element>(_ items: [Element]) -> ArraySlice<Element> {
        guard !items.isEmpty else { return [] }
        let last = pages(items.count)
        let (start, overflow) = (min(page, last) - 1).multipliedReportingOverflow(by: perPage)
        guard !overflow, start < items.count else { return [] }
        return items[start..<min(items.count, start + perPage)]
    }

    /// The paging members of a container: `page`, `pages`, `total` and the per-page count under
    /// each name given (`perpage`, `per_page` or both: contract §4.2).
    func members(total: Int, perPageNames: [String] = ["perpage"]) -> [String: FlickrValue] {
        var members: [String: FlickrValue] = ["page": .int(page), "pages": .int(pages(total)), "total": .int(total)]
        for name in perPageNames { members[name] = .int(perPage) }
        return members
    }
}
