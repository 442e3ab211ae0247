extension Comment {
    /// Arranges comments into threads by `parent_id`, whether they came flat or already nested: each reply under
    /// its parent, in the order received. A reply whose parent is not in the list stays at the top level.
    public static func threads(_ comments: [Comment]) -> [Comment] {
        let flat = flattened(comments)
        let ids = Set(flat.map(\.id))
        var repliesByParent: [CommentID: [Comment]] = [:]
        var roots: [Comment] = []
        for comment in flat {
            if let parent = comment.parentID, parent != comment.id, ids.contains(parent) {
                repliesByParent[parent, default: []].append(comment)
            } else {
                roots.append(comment)
            }
        }
        var placed = Set<CommentID>()
        func attachReplies(_ comment: Comment) -> Comment {
            placed.insert(comment.id)
            var comment = comment
            comment.replies = (repliesByParent[comment.id] ?? []).filter { !placed.contains($0.id) }.map(attachReplies)
            return comment
        }
        var threads = roots.map(attachReplies)
        // Comments whose parent chain loops back on itself reach no root; keep them rather than lose them.
        for comment in flat where !placed.contains(comment.id) {
            threads.append(attachReplies(comment))
        }
        return threads
    }

    /// Every comment, each parent before its replies, with `replies` emptied and a nested reply's missing
    /// `parent_id` filled in; the first copy of an id wins.
    public static func flattened(_ comments: [Comment]) -> [Comment] {
        var seen = Set<CommentID>()
        var flat: [Comment] = []
        var pending = Array(comments.reversed())
        while var comment = pending.popLast() {
            for var reply in comment.replies.reversed() {
                reply.parentID = reply.parentID ?? comment.id
                pending.append(reply)
            }
            comment.replies = []
            if seen.insert(comment.id).inserted { flat.append(comment) }
        }
        return flat
    }
}
