import Foundation

/// The pages one query works on (contract §7): named by `titles` (normalised, missing ones with
/// fake negative ids), by `pageids`, or made by a generator, whose next continuation it keeps.
struct CommonsPageSet {
    static let valueLimit = 50

    struct Entry {
        /// The page id, or a fake negative one (-1, -2… in request order) for a missing title.
        let sortID: Int
        let page: CommonsPage?
        var fields: [String: CommonsJSON]
    }

    var entries: [Entry] = []
    var normalized: [CommonsJSON] = []
    /// The generator's continuation parameter and the value of its next page.
    var generatorKey: String?
    var generatorNext: CommonsJSON?

    init() {}

    init(_ arguments: CommonsArguments, index: CommonsIndex) throws(CommonsError) {
        let generator = arguments.string("generator")
        let sources = [arguments.string("titles") != nil, arguments.string("pageids") != nil, generator != nil && generator != "images"]
        guard sources.count(where: { $0 }) <= 1 else {
            throw .parameterMix("The parameters \"titles\", \"pageids\" and \"generator\" can not be used together.")
        }
        if let generator {
            try generate(generator, arguments, index: index)
        } else if arguments.string("pageids") != nil {
            try addPageIDs(arguments, index: index)
        } else {
            try addTitles(arguments, index: index)
        }
    }

    private mutating func generate(_ generator: String, _ arguments: CommonsArguments, index: CommonsIndex) throws(CommonsError) {
        switch generator {
        case "categorymembers":
            let members = try CommonsCategoryMembers(arguments, prefix: "gcm", index: index)
            entries = members.members.map { Entry(sortID: $0.pageID, page: $0.page, fields: [:]) }
            generatorKey = "gcmcontinue"
            generatorNext = members.next.map(CommonsJSON.string)
        case "allimages":
            let files = try CommonsAllImages(arguments, index: index)
            entries = files.files.map { Entry(sortID: index.files[$0].pageID, page: .file($0), fields: [:]) }
            generatorKey = "gaicontinue"
            generatorNext = files.next.map(CommonsJSON.string)
        case "search":
            let search = try CommonsSearch(arguments, index: index)
            entries = search.hits.map { Entry(sortID: index.files[$0.file].pageID, page: .file($0.file), fields: ["index": .int($0.rank)]) }
            generatorKey = "gsroffset"
            generatorNext = search.next.map(CommonsJSON.int)
        case "images":
            try addTitles(arguments, index: index)
            let files = Set(entries.compactMap { entry -> Int? in
                guard case .potd(let day)? = entry.page else { return nil }
                return index.potdFile(day: day)
            })
            (entries, normalized) = (files.map { Entry(sortID: index.files[$0].pageID, page: .file($0), fields: [:]) }, [])
        default:
            throw .badValue("generator", generator)
        }
    }

    private mutating func addTitles(_ arguments: CommonsArguments, index: CommonsIndex) throws(CommonsError) {
        let raw = arguments.list("titles")
        guard raw.count <= Self.valueLimit else { throw .tooManyValues("titles", limit: Self.valueLimit) }
        var seen = Set<String>()
        var fakeID = 0
        for text in raw {
            guard let title = CommonsTitle(text) else {
                guard seen.insert("\u{0}" + text).inserted else { continue }
                fakeID -= 1
                let reason = text.trimmingCharacters(in: .whitespaces).isEmpty ? "The requested page title is empty or contains only the name of a namespace." : "The requested page title contains invalid characters."
                entries.append(Entry(sortID: fakeID, page: nil, fields: ["title": .string(text), "invalid": .bool(true), "invalidreason": .string(reason)]))
                continue
            }
            if title.full != text { normalized.append(.object(["fromencoded": .bool(false), "from": .string(text), "to": .string(title.full)])) }
            guard seen.insert(title.full).inserted else { continue }
            if let page = index.page(titled: title) {
                entries.append(Entry(sortID: index.pageID(of: page), page: page, fields: [:]))
            } else {
                fakeID -= 1
                entries.append(Entry(sortID: fakeID, page: nil, fields: ["ns": .int(title.namespace), "title": .string(title.full), "missing": .bool(true)]))
            }
        }
    }

    private mutating func addPageIDs(_ arguments: CommonsArguments, index: CommonsIndex) throws(CommonsError) {
        let raw = arguments.list("pageids")
        guard raw.count <= Self.valueLimit else { throw .tooManyValues("pageids", limit: Self.valueLimit) }
        var seen = Set<Int>()
        for text in raw {
            guard let id = CommonsArguments.integer(text) else { throw .badInteger("pageids", text) }
            guard seen.insert(id).inserted else { continue }
            if let page = index.page(id: id) {
                entries.append(Entry(sortID: id, page: page, fields: [:]))
            } else {
                entries.append(Entry(sortID: id, page: nil, fields: ["pageid": .int(id), "missing": .bool(true)]))
            }
        }
    }
}
