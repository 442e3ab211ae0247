import PhotomaniaKit

extension Factory {
    /// The service, signing as the kept account; not being signed in is exit 4 with what to run.
    /// The service as signed in; a service no one signs in to is refused first.
    func signedInService() throws -> any SigningIn {
        let service = try service().account()
        // Asked first, so that a refused credentials file is said, not passed over.
        _ = try credentialStore.account(for: accountKey)
        guard service.isSignedIn else {
            throw CommandFailure(message: "not signed in to \(apiName)", hint: "run 'photomania login'", exitCode: .credentials)
        }
        return service
    }

    /// The service as signed in, to change photos and comment; a service that takes no writes is refused first.
    func signedInWriter() throws -> any PhotoWriting {
        let writer = try service().writer()
        _ = try signedInService()
        return writer
    }

    /// The kept account's user name; nil when not signed in.
    func signedInUsername() throws -> String? {
        guard let name = try credentialStore.account(for: accountKey)?.username, !name.isEmpty else { return nil }
        return name
    }

    /// The site's `…/liked` page given while not signed in.
    var likedPageNeedsSignIn: CommandFailure {
        CommandFailure(message: "…/liked is the photos you liked, and you are not signed in to \(apiName)", hint: "run 'photomania login', or give …/USER/liked", exitCode: .credentials)
    }

    /// `error` as a command says it: a refused token is exit 4 with what to run, the rest as it is.
    func signedInFailure(_ error: any Error) -> any Error {
        guard let error = error as? PhotomaniaError else { return error }
        if case .serviceFailed(_, let failure) = error, failure.meaning == .readOnly {
            return CommandFailure(message: "signed in read-only: log in again without --read-only", exitCode: .credentials)
        }
        guard error.isCredentialFailure else { return error }
        return CommandFailure(message: "\(apiName) no longer accepts the kept token (\(error))", hint: "run 'photomania login'", exitCode: .credentials)
    }
}
