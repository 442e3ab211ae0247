import Foundation

/// `generator=search` over the files (contract §5): every word of `gsrsearch` must appear, case
/// aside, in a file's title, description or tags, and every `filetype:`/`filemime:` keyword must
/// hold (`CommonsSearchFilter`). Title hits rank first, then the newest. `gsroffset` is a plain
/// offset and the search stops at 10,000 results.
struct CommonsSearch {
    static let depth = 10_000

    /// File indexes of one page with their 1-based `index`, and the next offset, if any.
    let hits: [(file: Int, rank: Int)]
    let next: Int?

    init(_ arguments: CommonsArguments, index: CommonsIndex) throws(CommonsError) {
        let text = try arguments.required("gsrsearch")
        let limit = try arguments.limit("gsrlimit")
        let namespaces = arguments.string("gsrnamespace") == nil ? ["0"] : arguments.list("gsrnamespace")
        if let bad = namespaces.first(where: { CommonsArguments.integer($0) == nil && $0 != "*" }) { throw .badValue("gsrnamespace", bad) }
        var offset = 0
        if let given = arguments.string("gsroffset") {
            guard let number = CommonsArguments.integer(given), number >= 0 else { throw .badContinue }
            offset = number
        }
        var filter = CommonsSearchFilter()
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init).filter { !filter.take($0) }
        guard namespaces.contains("6") || namespaces.contains("*") else {
            hits = []
            next = nil
            return
        }
        let scored = index.files.indices.compactMap { fileIndex -> (file: Int, score: Int)? in
            let file = index.files[fileIndex]
            guard filter.accepts(file) else { return nil }
            let title = file.name.lowercased()
            let description = (fileIndex == 0 ? CommonsMetadata.hostileDescription : file.description).lowercased()
            let tags = file.tags.map { $0.lowercased() }
            var score = 0
            for word in words {
                if title.contains(word) {
                    score += 1
                } else if !description.contains(word), !tags.contains(where: { $0.contains(word) }) {
                    return nil
                }
            }
            return (fileIndex, score)
        }
        let ranked = scored.sorted { left, right in
            if left.score != right.score { return left.score > right.score }
            let (leftFile, rightFile) = (index.files[left.file], index.files[right.file])
            if leftFile.uploadedAt != rightFile.uploadedAt { return leftFile.uploadedAt > rightFile.uploadedAt }
            return leftFile.pageID < rightFile.pageID
        }
        let reachable = min(ranked.count, Self.depth)
        let end = min(reachable, offset + limit)
        hits = offset < end ? (offset..<end).map { (ranked[$0].file, $0 + 1) } : []
        next = end < reachable && offset < end ? end : nil
    }
}
