import Foundation
import PhotomaniaKit

/// `c`: a comment typed in the status line (the search prompt's editor), sent on Enter; once
/// the server has it, it joins the open photo's comments.
extension BrowseState {
    mutating func startComment() -> [BrowseEffect] {
        guard let photo = actedOnPhoto else { return [] }
        guard settings.signedIn else {
            message = .warning(settings.signInFirst)
            return []
        }
        commenting = photo.id
        prompt = drafts.removeValue(forKey: photo.id) ?? ""
        return []
    }

    /// Enter in the prompt while it holds a comment.
    mutating func sendComment() -> [BrowseEffect] {
        let body = prompt?.trimmingCharacters(in: .whitespaces) ?? ""
        let id = commenting
        prompt = nil
        commenting = nil
        guard let id, !body.isEmpty else { return [] }
        tell(.info("sending your comment on photo \(id)…"))
        return [.write(.comment(body, photoID: id))]
    }

    mutating func receive(comment result: Result<Comment, PhotomaniaError>, body: String, on id: PhotoID) {
        switch result {
        case .success(let comment):
            if details?.photo.id == id {
                details?.photo.commentsCount += 1
                if details?.comments != nil {
                    details?.comments?.append(comment)
                    details?.totalComments += 1
                }
            }
            tell(.info("commented on photo \(id)"))
        case .failure(let error):
            drafts[id] = body
            var sentence = writeFailure(error, doing: "comment on photo \(id)", on: id)
            if !error.isCredentialFailure, WriteRefusal(error) == nil { sentence += "; c brings your text back" }
            message = .warning(sentence)
        }
    }
}
