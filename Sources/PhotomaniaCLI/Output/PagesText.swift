import PhotomaniaKit

/// `page 3/30` or `pages 2-5/30`.
func pagesText(first: Int, last: Int, total: Int) -> String {
    let total = max(total, 1)
    return first == last ? "page \(first)/\(total)" : "pages \(first)-\(last)/\(total)"
}

/// The pages a walk read from `first` up to `last`, the last page it got (nil: none).
func pagesText<Item>(from first: Int, to last: Page<Item>?) -> String {
    pagesText(first: first, last: last?.currentPage ?? first, total: last?.totalPages ?? 0)
}
