import Foundation

/// `generator=allimages` (contract §5): every file by name or by upload time, or one user's with
/// `gaiuser` (which needs `gaisort=timestamp`), with checked `gaicontinue` tokens (§4.5).
struct CommonsAllImages {
    /// File indexes of one page, and the token of the next, if any.
    let files: [Int]
    let next: String?

    init(_ arguments: CommonsArguments, index: CommonsIndex) throws(CommonsError) {
        let byTimestamp = try arguments.choice("gaisort", ["name", "timestamp"], default: "name") == "timestamp"
        let direction = try arguments.choice("gaidir", ["ascending", "descending", "newer", "older"], default: "ascending")
        let limit = try arguments.limit("gailimit")
        let user = arguments.string("gaiuser")
        if user != nil, !byTimestamp {
            throw .parameterMix("The parameter \"gaiuser\" may only be used with \"gaisort=timestamp\".")
        }
        if arguments.flag("redirects") {
            throw .parameterMix("Use of \"generator=allimages\" together with \"redirects\" is not supported.")
        }
        var ordered = Array(index.files.indices)
        if let user {
            let userID = index.userIDByName[CommonsIndex.userName(user)]
            ordered = ordered.filter { index.files[$0].uploaderID == userID }
        }
        let keys = ordered.map { (time: index.files[$0].uploadedAt, name: Array(index.files[$0].dbKey.utf8)) }
        let positions = keys.indices.sorted { left, right in
            if byTimestamp, keys[left].time != keys[right].time { return keys[left].time < keys[right].time }
            return keys[left].name.lexicographicallyPrecedes(keys[right].name)
        }
        ordered = positions.map { ordered[$0] }
        if ["descending", "older"].contains(direction) { ordered.reverse() }
        var start = 0
        if let token = arguments.string("gaicontinue") {
            guard let position = ordered.firstIndex(where: { Self.token(of: index.files[$0], byTimestamp: byTimestamp) == token }) else { throw .badContinue }
            start = position
        }
        let end = min(ordered.count, start + limit)
        files = Array(ordered[start..<end])
        next = end < ordered.count ? Self.token(of: index.files[ordered[end]], byTimestamp: byTimestamp) : nil
    }

    /// `<mwts>|<DB key>` by timestamp, `<DB key>` by name: the first file of the next page.
    static func token(of file: CommonsFile, byTimestamp: Bool) -> String {
        byTimestamp ? CommonsTime.mediaWiki(file.uploadedAt) + "|" + file.dbKey : file.dbKey
    }
}
