import PhotomaniaKit

/// Runs a lookup of one `thing` ("photo 42", "user 'ana'"); an answer saying there is no such
/// thing, or that it is withheld, becomes that sentence with the server's answer after it.
func lookingUp<T>(_ thing: String, hint: String = "check the id, e.g. with 'photomania photos'", _ fetch: () async throws -> T) async throws -> T {
    do {
        return try await fetch()
    } catch let error as PhotomaniaError {
        guard let reason = Unavailability(lookupFailure: error) else { throw error }
        let notFound = if case .notFound = reason { true } else { false }
        throw CommandFailure(message: "\(reason.sentence(naming: thing)) (\(error))", hint: notFound ? hint : nil)
    }
}

/// The user a command was given (a name, an id or a profile URL, read by `PageArguments.user`),
/// asked of the service by name or id (`GET /users/show` on 500px). Every command that takes a user asks
/// here before anything else, so a user who does not exist is one sentence in all of them:
/// `no user 'ana'`, exit 1.
func lookUpUser(_ lookup: UserLookup, _ service: any PhotoService) async throws -> User {
    try await lookingUp(lookup.named, hint: unknownUserHint(service)) {
        try await service.peopleReader().user(lookup)
    }
}

/// The id of a user named by id or by name, the one lookup the user-keyed endpoints need.
func lookUpUserID(_ lookup: UserLookup, _ service: any PhotoService) async throws -> UserID {
    try await lookingUp(lookup.named, hint: unknownUserHint(service)) {
        try await service.peopleReader().userID(lookup)
    }
}

/// What to do about a user the service does not know: find them with `users` where the service
/// searches for people, else give their name as their page URL shows it.
private func unknownUserHint(_ service: any PhotoService) -> String {
    guard service.capabilities.people.contains(.search) else { return "check the username or id, or give their profile's page URL" }
    return PageArguments.chosen.addressing("check the username or id, e.g. with 'photomania users NAME'", program: programName)
}

extension UserLookup {
    /// `user 'ana'` or `user 42`, as a sentence names them.
    var named: String {
        switch self {
        case .id(let id): "user \(id)"
        case .username(let name): "user '\(name)'"
        }
    }
}
