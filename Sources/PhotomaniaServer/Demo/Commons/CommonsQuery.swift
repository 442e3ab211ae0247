import Foundation

/// `action=query` (contract §4–§6): a `list=categorymembers`, or a page set with its `prop`
/// modules, in fv2 shape: pages by page id, `batchcomplete` once every module has delivered, a
/// `continue` object otherwise or while the generator has more.
struct CommonsQuery {
    static let modules: Set<String> = ["imageinfo", "categoryinfo", "images"]
    /// Thumbnails one answer computes (`TRANSFORM_LIMIT`, §4.3).
    static let thumbnailLimit = 50

    let index: CommonsIndex
    let arguments: CommonsArguments
    let origin: String
    let originals: CommonsOriginals

    func answer() throws(CommonsError) -> CommonsJSON {
        let modules = Set(try arguments.choices("prop", Self.modules, default: []))
        if let list = arguments.string("list") {
            guard list == "categorymembers" else { throw .badValue("list", list) }
            guard arguments.string("generator") == nil, arguments.string("titles") == nil, arguments.string("pageids") == nil, modules.isEmpty else {
                throw .parameterMix("The demo answers \"list=categorymembers\" on its own only.")
            }
            return try CommonsCategoryMembers.list(arguments, index: index)
        }
        var pages = try CommonsPageSet(arguments, index: index)
        var imageInfoNext: String?
        if modules.contains("imageinfo") { imageInfoNext = try addImageInfo(to: &pages) }
        for position in pages.entries.indices {
            guard let page = pages.entries[position].page else { continue }
            var fields = pages.entries[position].fields
            fields["pageid"] = .int(index.pageID(of: page))
            fields["ns"] = .int(index.namespace(of: page))
            fields["title"] = .string(index.title(of: page))
            if modules.contains("categoryinfo"), case .category(let category) = page { fields["categoryinfo"] = categoryInfo(index.categories[category]) }
            if modules.contains("images"), case .potd(let day) = page, let file = index.potdFile(day: day) {
                fields["images"] = .array([.object(["ns": .int(CommonsTitle.file), "title": .string(index.files[file].title)])])
            }
            pages.entries[position].fields = fields
        }
        var answer: [String: CommonsJSON] = [:]
        var query: [String: CommonsJSON] = [:]
        if !pages.normalized.isEmpty { query["normalized"] = .array(pages.normalized) }
        if !pages.entries.isEmpty { query["pages"] = .array(pages.entries.sorted { $0.sortID < $1.sortID }.map { .object($0.fields) }) }
        if !query.isEmpty { answer["query"] = .object(query) }
        let generatorKey = pages.generatorKey ?? ""
        if let imageInfoNext {
            var next: [String: CommonsJSON] = ["iicontinue": .string(imageInfoNext), "continue": .string(generatorKey + "||")]
            if let key = pages.generatorKey, let current = arguments.string(key) {
                next[key] = key == "gsroffset" ? CommonsArguments.integer(current).map(CommonsJSON.int) ?? .string(current) : .string(current)
            }
            answer["continue"] = .object(next)
        } else {
            answer["batchcomplete"] = .bool(true)
            if let key = pages.generatorKey, let next = pages.generatorNext {
                answer["continue"] = .object([key: next, "continue": .string(key + "||")])
            }
        }
        return .object(answer)
    }

    /// Adds `imageinfo` to the set's files in DB-key order from `iicontinue`, at most 50 with a
    /// thumbnail; returns the `iicontinue` of the first file left for the next answer.
    private func addImageInfo(to pages: inout CommonsPageSet) throws(CommonsError) -> String? {
        let properties = Set(try arguments.choices("iiprop", CommonsImageInfo.properties, default: ["timestamp", "user"]))
        let width = try arguments.integer("iiurlwidth").flatMap { $0 > 0 ? $0 : nil }
        for position in pages.entries.indices where pages.entries[position].page == nil && pages.entries[position].fields["missing"] != nil {
            if pages.entries[position].fields["ns"] == .int(CommonsTitle.file) { pages.entries[position].fields["imagerepository"] = .string("") }
        }
        var files = pages.entries.indices.compactMap { position -> (position: Int, file: Int)? in
            guard case .file(let file)? = pages.entries[position].page else { return nil }
            return (position, file)
        }
        files.sort { Array(index.files[$0.file].dbKey.utf8).lexicographicallyPrecedes(Array(index.files[$1.file].dbKey.utf8)) }
        if let token = arguments.string("iicontinue") {
            guard let start = files.firstIndex(where: { Self.imageInfoToken(index.files[$0.file]) == token }) else { throw .badContinue }
            files.removeFirst(start)
        }
        var next: String?
        if width != nil, properties.contains("url"), files.count > Self.thumbnailLimit {
            next = Self.imageInfoToken(index.files[files[Self.thumbnailLimit].file])
            files.removeLast(files.count - Self.thumbnailLimit)
        }
        let facts = properties.contains("size") || properties.contains("dimensions") || properties.contains("sha1")
            ? originals.facts(of: files.map { index.files[$0.file] }) : [:]
        let builder = CommonsImageInfo(index: index, origin: origin, properties: properties, facts: facts)
        for (position, file) in files {
            pages.entries[position].fields["imagerepository"] = .string("local")
            pages.entries[position].fields["imageinfo"] = .array([builder.info(file: file, thumbnailWidth: width)])
        }
        return next
    }

    /// `<DB key>|<mwts>`: where the next answer's imageinfo starts.
    static func imageInfoToken(_ file: CommonsFile) -> String {
        file.dbKey + "|" + CommonsTime.mediaWiki(file.uploadedAt)
    }

    private func categoryInfo(_ category: CommonsCategory) -> CommonsJSON {
        .object([
            "size": .int(category.bySortKey.count), "pages": .int(category.pageCount), "files": .int(category.fileCount),
            "subcats": .int(category.subcategoryCount), "hidden": .bool(false),
        ])
    }
}
