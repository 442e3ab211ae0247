import PhotomaniaKit
import PhotomaniaOAuth
import PhotomaniaServer

extension Factory {
    /// What this service's account on this API is kept under: the service and the API's base
    /// URL, or the built-in demo's (whose port changes from run to run).
    var accountKey: CredentialStore.AccountKey {
        switch settings.api {
        case .remote(let url): CredentialStore.AccountKey(service: settings.provider.name, api: url)
        case .builtInDemo: CredentialStore.AccountKey(service: settings.provider.name, api: "built-in demo")
        }
    }

    /// The API as messages name it.
    var apiName: String {
        switch settings.api {
        case .remote(let url): Redaction.redact(url)
        case .builtInDemo: "the built-in demo server"
        }
    }

    var credentialStore: CredentialStore { CredentialStore(path: settings.credentialsPath) }

    /// The application's key and secret for signing: the configured ones, or, for the built-in
    /// demo, its documented demo values. Nil when no secret is known.
    var consumer: OAuthCredentials? {
        switch (settings.consumerKey, settings.consumerSecret, settings.api) {
        case (let key?, let secret?, _): OAuthCredentials(consumerKey: key, consumerSecret: secret)
        case (nil, nil, .builtInDemo): OAuthCredentials(consumerKey: DemoAccounts.consumerKey, consumerSecret: DemoAccounts.consumerSecret)
        default: nil
        }
    }

    /// The signed-in user's token for this API, with the consumer secret; nil when not signed in
    /// (a credentials file others may read is passed over with a notice).
    func signedInCredentials() -> OAuthCredentials? {
        do {
            guard let account = try credentialStore.account(for: accountKey), let consumer else { return nil }
            return OAuthCredentials(consumerKey: account.consumerKey, consumerSecret: consumer.consumerSecret, token: account.token, tokenSecret: account.tokenSecret)
        } catch {
            notice(error.message + (error.hint.map { "; " + $0 } ?? ""))
            return nil
        }
    }
}
