import PhotomaniaKit

extension CommandContext {
    /// The API, signing as the kept account; not being signed in is exit 4 with what to run.
    func signedInAPI() throws -> APIClient {
        // Asked first, so that a refused credentials file is said, not passed over.
        _ = try credentialStore.account(for: accountKey)
        let api = try api()
        guard api.configuration.credentials != nil else {
            throw CommandFailure(message: "not signed in to \(apiName)", hint: "run 'photomania login'", exitCode: .credentials)
        }
        return api
    }

    /// `error` as a command says it: a refused token is exit 4 with what to run, the rest as it is.
    func signedInFailure(_ error: any Error) -> any Error {
        guard let error = error as? PhotomaniaError, error.isCredentialFailure else { return error }
        return CommandFailure(message: "\(apiName) no longer accepts the kept token (\(error))", hint: "run 'photomania login'", exitCode: .credentials)
    }
}
