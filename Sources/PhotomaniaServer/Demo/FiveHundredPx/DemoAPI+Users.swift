import Foundation

extension DemoAPI {
    private struct UserEnvelope: Encodable {
        let user: DemoUserJSON
    }

    /// `GET /v1/users/show` by `id`, `username` (any case) or `email` (the demo users have
    /// none, so an email is never found).
    func userShow(_ query: DemoQuery) -> HTTPResponse {
        let user: DemoUser?
        if let id = query.string("id") {
            user = Int(id).flatMap(catalog.user(id:))
        } else if let username = query.string("username") {
            user = catalog.user(username: username)
        } else if query.string("email") != nil {
            user = nil
        } else {
            return DemoResponse.error(400, "You must provide a user id, username or email.")
        }
        guard let user else { return DemoResponse.error(404, "User not found") }
        return profile(of: user)
    }

    /// `GET /v1/users`: the signed-in user, from a request signed with an access token.
    func signedInUser(_ caller: DemoCaller) throws(DemoRefusal) -> HTTPResponse {
        guard let userID = caller.userID else { throw DemoRefusal(401, "Authorization required") }
        guard let user = catalog.user(id: userID) else { throw DemoRefusal(404, "User not found") }
        return profile(of: user)
    }

    private func profile(of user: DemoUser) -> HTTPResponse {
        DemoResponse.json(UserEnvelope(
            user: DemoUserJSON(user: user, profile: profileCounts(of: user))
        ))
    }
}
