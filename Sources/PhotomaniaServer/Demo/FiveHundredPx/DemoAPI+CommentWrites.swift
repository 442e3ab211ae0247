import Foundation

extension DemoAPI {
    /// Longer bodies are refused rather than cut.
    static let maximumCommentLength = 5_000

    private struct CommentAddedEnvelope: Encodable {
        let status = 200
        let message = "Successfully added a comment."
        let error = "None"
        let comment: DemoCommentJSON
    }

    /// `POST /v1/photos/:id/comments` with `body`: a top-level comment.
    func addComment(photoID: Int?, _ write: DemoWrite) throws -> HTTPResponse {
        let photo = try existingPhoto(photoID)
        return try added(on: photo, parentID: nil, write)
    }

    /// `POST /v1/comments/:id/comments` with `body`: a reply, one level deep only, addressed (as
    /// every comment is) to the photo's author.
    func reply(toCommentID id: Int?, _ write: DemoWrite) throws -> HTTPResponse {
        guard let id, let (parent, photo) = try commentAndPhoto(id: id) else { throw DemoRefusal(404, "Comment not found") }
        guard parent.parentID == nil else {
            throw DemoRefusal(400, "Replies go one level deep: comment \(parent.id) is a reply.")
        }
        return try added(on: photo, parentID: parent.id, write)
    }

    private func added(on photo: DemoPhoto, parentID: Int?, _ write: DemoWrite) throws -> HTTPResponse {
        let body = try commentBody(write.form)
        let added = try state.addComment(photoID: photo.id, parentID: parentID, userID: write.userID, body: body)
        return DemoResponse.json(CommentAddedEnvelope(comment: commentJSON(comment(from: added, on: photo))))
    }

    private func commentBody(_ form: DemoForm) throws(DemoRefusal) -> String {
        guard let body = form.value("body"), !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw DemoRefusal(400, "A comment needs a body.")
        }
        guard body.count <= Self.maximumCommentLength else {
            throw DemoRefusal(400, "A comment can be at most \(Self.maximumCommentLength) characters long.")
        }
        return body
    }

    /// A comment of the catalog (whose id is its photo's id × 100 + n) or one added through the
    /// API, with its photo; nil when there is no such comment.
    private func commentAndPhoto(id: Int) throws(DemoStateError) -> (DemoComment, DemoPhoto)? {
        if let added = try state.addedComment(id: id) {
            guard let photo = catalog.photo(id: added.photoID) else { return nil }
            return (comment(from: added, on: photo), photo)
        }
        guard id > 0, let photo = catalog.photo(id: (id - 1) / 100),
              let comment = catalog.comments(of: photo).first(where: { $0.id == id })
        else { return nil }
        return (comment, photo)
    }
}
