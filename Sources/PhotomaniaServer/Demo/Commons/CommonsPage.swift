import Foundation

/// A page of the demo wiki: a file, a category, or a day's `Template:Potd/YYYY-MM-DD`.
enum CommonsPage: Hashable, Sendable {
    /// An index into `CommonsIndex.files`.
    case file(Int)
    /// An index into `CommonsIndex.categories`.
    case category(Int)
    /// Days since 1970-01-01 (UTC).
    case potd(Int)

    static let potdPageIDBase = 30_000_000
}

extension CommonsIndex {
    func pageID(of page: CommonsPage) -> Int {
        switch page {
        case .file(let index): files[index].pageID
        case .category(let index): categories[index].pageID
        case .potd(let day): CommonsPage.potdPageIDBase + day
        }
    }

    func namespace(of page: CommonsPage) -> Int {
        switch page {
        case .file: CommonsTitle.file
        case .category: CommonsTitle.category
        case .potd: CommonsTitle.template
        }
    }

    func title(of page: CommonsPage) -> String {
        switch page {
        case .file(let index): files[index].title
        case .category(let index): "Category:" + categories[index].name
        case .potd(let day): "Template:Potd/" + CommonsTime.day(day)
        }
    }

    /// The page a title names, if the demo wiki has it.
    func page(titled title: CommonsTitle) -> CommonsPage? {
        switch title.namespace {
        case CommonsTitle.file: fileIndexByName[title.text].map(CommonsPage.file)
        case CommonsTitle.category: categoryIndexByName[title.text].map(CommonsPage.category)
        case CommonsTitle.template:
            title.text.hasPrefix("Potd/") ? CommonsTime.day(parsing: String(title.text.dropFirst(5))).flatMap { potdDays.contains($0) ? .potd($0) : nil } : nil
        default: nil
        }
    }

    func page(id: Int) -> CommonsPage? {
        if let index = fileIndexByPageID[id] { return .file(index) }
        if let index = categoryIndexByPageID[id] { return .category(index) }
        let day = id - CommonsPage.potdPageIDBase
        return potdDays.contains(day) ? .potd(day) : nil
    }
}
