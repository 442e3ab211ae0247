extension APIClient {
    /// Does `action` to photo `id` as the signed-in user. Returns the photo as the server then
    /// describes it, when the answer carries it (and it is the photo asked about).
    public func perform(_ action: PhotoAction, onPhoto id: PhotoID) async throws(PhotomaniaError) -> Photo? {
        let answer = try await object(.photoAction(action, photoID: id), as: PhotoActionAnswer.self)
        return answer.photo.flatMap { $0.id == id ? $0 : nil }
    }

    /// Posts `body` as a comment on a photo, or as a reply to a comment.
    public func addComment(_ body: String, to target: CommentTarget) async throws(PhotomaniaError) -> Comment {
        try await object(.addComment(to: target, body: body), as: CommentAnswer.self).comment
    }
}
