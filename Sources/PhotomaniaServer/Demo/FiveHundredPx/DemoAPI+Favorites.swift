import Foundation

extension DemoAPI {
    /// `{"status":200,"message":…,"error":"None","photo":{short}}`; `photo` is this server's
    /// addition, so a client can name the photo it changed.
    private struct FavoriteEnvelope: Encodable {
        let status = 200
        let message: String
        let error = "None"
        let photo: DemoPhotoJSON
    }

    /// `POST /v1/photos/:id/favorite`. The message is the contract's, word for word.
    func favorite(photoID: Int?, _ write: DemoWrite) throws -> HTTPResponse {
        let photo = try existingPhoto(photoID)
        guard try state.favorite(userID: write.userID, photoID: photo.id) else {
            throw DemoRefusal(403, "This photo is already in your favorites.")
        }
        return DemoResponse.json(FavoriteEnvelope(message: "Successfully created added a favorite.", photo: try shortPhoto(photo, write)))
    }

    /// `DELETE /v1/photos/:id/favorite`, or `POST` with `_method=delete` as the iOS SDK sent it.
    func removeFavorite(photoID: Int?, _ write: DemoWrite) throws -> HTTPResponse {
        let photo = try existingPhoto(photoID)
        guard try state.removeFavorite(userID: write.userID, photoID: photo.id) else {
            throw DemoRefusal(403, "This photo is not in your favorites.")
        }
        return DemoResponse.json(FavoriteEnvelope(message: "Successfully removed a favorite.", photo: try shortPhoto(photo, write)))
    }
}
