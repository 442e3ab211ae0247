import Foundation

/// `list=categorymembers` and `generator=categorymembers` (contract §5): a category's members by
/// sort key or by the time they were added, with checked `cmcontinue` tokens (§4.5).
struct CommonsCategoryMembers {
    static let properties: Set<String> = ["ids", "title", "sortkey", "sortkeyprefix", "type", "timestamp"]

    /// One page of members and the token of the next, if any.
    let members: ArraySlice<CommonsCategory.Member>
    let next: String?

    /// The members `prefix` (`cm` or `gcm`) parameters ask for.
    init(_ arguments: CommonsArguments, prefix: String, index: CommonsIndex) throws(CommonsError) {
        guard let title = CommonsTitle(try arguments.required(prefix + "title")), title.namespace == CommonsTitle.category else {
            throw CommonsError(code: "invalidcategory", info: "The category name you entered is not valid.")
        }
        let byTimestamp = try arguments.choice(prefix + "sort", ["sortkey", "timestamp"], default: "sortkey") == "timestamp"
        let direction = try arguments.choice(prefix + "dir", ["asc", "desc", "ascending", "descending", "newer", "older"], default: "asc")
        let types = Set(try arguments.choices(prefix + "type", ["page", "subcat", "file"], default: ["page", "subcat", "file"]))
        let limit = try arguments.limit(prefix + "limit")
        guard let category = index.categoryIndexByName[title.text].map({ index.categories[$0] }) else {
            members = []
            next = nil
            return
        }
        // `type` is ignored with timestamp sorting, as on Commons.
        var ordered = byTimestamp ? category.byTimestamp : category.bySortKey.filter { types.contains($0.type) }
        if ["desc", "descending", "older"].contains(direction) { ordered.reverse() }
        var start = 0
        if let token = arguments.string(prefix + "continue") {
            guard let position = ordered.firstIndex(where: { Self.token(of: $0, byTimestamp: byTimestamp) == token }) else { throw .badContinue }
            start = position
        }
        let end = min(ordered.count, start + limit)
        members = ordered[start..<end]
        next = end < ordered.count ? Self.token(of: ordered[end], byTimestamp: byTimestamp) : nil
    }

    /// `<dbts>|<page id>` by timestamp, `<type>|<hex of sort key>|<page id>` by sort key: the
    /// first member of the next page.
    static func token(of member: CommonsCategory.Member, byTimestamp: Bool) -> String {
        byTimestamp ? "\(CommonsTime.database(member.timestamp))|\(member.pageID)" : "\(member.type)|\(hex(member.sortKey))|\(member.pageID)"
    }

    static func hex(_ text: String) -> String {
        text.utf8.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// `list=categorymembers`'s answer: the members with the `cmprop` values asked.
    static func list(_ arguments: CommonsArguments, index: CommonsIndex) throws(CommonsError) -> CommonsJSON {
        let properties = Set(try arguments.choices("cmprop", Self.properties, default: ["ids", "title"]))
        let page = try CommonsCategoryMembers(arguments, prefix: "cm", index: index)
        let items = page.members.map { member -> CommonsJSON in
            var item: [String: CommonsJSON] = [:]
            if properties.contains("ids") { item["pageid"] = .int(member.pageID) }
            if properties.contains("title") {
                item["ns"] = .int(index.namespace(of: member.page))
                item["title"] = .string(index.title(of: member.page))
            }
            if properties.contains("sortkey") { item["sortkey"] = .string(hex(member.sortKey)) }
            if properties.contains("sortkeyprefix") { item["sortkeyprefix"] = .string("") }
            if properties.contains("type") { item["type"] = .string(member.type) }
            if properties.contains("timestamp") { item["timestamp"] = .string(CommonsTime.iso(member.timestamp)) }
            return .object(item)
        }
        var answer: [String: CommonsJSON] = ["batchcomplete": .bool(true), "query": .object(["categorymembers": .array(items)])]
        if let next = page.next { answer["continue"] = .object(["cmcontinue": .string(next), "continue": .string("-||")]) }
        return .object(answer)
    }
}
