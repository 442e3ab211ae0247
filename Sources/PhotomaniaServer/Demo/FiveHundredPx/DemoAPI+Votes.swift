import Foundation

extension DemoAPI {
    private struct UnvotedEnvelope: Encodable {
        let status = 200
        let message = "Successfully unliked photo."
        let photo: DemoPhotoJSON
        let error = "None"
    }

    /// `POST /v1/photos/:id/vote` with `vote` (query or form): 1 likes, 0 dislikes. Answers the
    /// photo in the full format, `voted: true` and its counts raised.
    func vote(photoID: Int?, _ write: DemoWrite) throws -> HTTPResponse {
        let photo = try existingPhoto(photoID)
        guard let given = write.form.value("vote") else {
            throw DemoRefusal(400, "Missing vote: send vote=1 (like) or vote=0 (dislike).")
        }
        guard let value = ["1": 1, "0": 0][given.trimmingCharacters(in: .whitespaces)] else {
            throw DemoRefusal(400, "Invalid vote: send vote=1 (like) or vote=0 (dislike).")
        }
        guard photo.userID != write.userID else { throw DemoRefusal(403, "You cannot vote for your own photo.") }
        guard try state.vote(userID: write.userID, photoID: photo.id, value: value) else {
            throw DemoRefusal(403, "You have already voted for this photo.")
        }
        let json = try fullPhoto(photo, query: write.query, imageBase: write.imageBase, viewer: write.userID)
        return DemoResponse.json(PhotoEnvelope(photo: json))
    }

    /// `DELETE /v1/photos/:id/vote` (or `POST` with `_method=delete`): takes the vote back.
    func removeVote(photoID: Int?, _ write: DemoWrite) throws -> HTTPResponse {
        let photo = try existingPhoto(photoID)
        guard try state.removeVote(userID: write.userID, photoID: photo.id) else {
            throw DemoRefusal(403, "You have not voted for this photo.")
        }
        return DemoResponse.json(UnvotedEnvelope(photo: try shortPhoto(photo, write)))
    }

    /// The photo as the write endpoints' `{status, message, photo}` answers carry it: the short
    /// format, with the writer's votes and favorites.
    func shortPhoto(_ photo: DemoPhoto, _ write: DemoWrite) throws(DemoStateError) -> DemoPhotoJSON {
        let activity = try state.activity(viewer: write.userID)
        return DemoPhotoJSON(
            photo: photo, user: catalog.user(id: photo.userID), sizes: write.query.imageSizes(default: .square140),
            imageBase: write.imageBase, format: .short, includeTags: false,
            activity: activity.of(photo.id, withViewer: true)
        )
    }
}
