import Foundation
import PhotomaniaOAuth

/// Sends Router requests through a `Session` and decodes the answers with the models'
/// serializers. Every failure arrives as a `PhotomaniaError`.
public final class APIClient: Sendable {
    public let session: Session
    public let configuration: APIConfiguration
    public let retryPolicy: RetryPolicy

    public init(session: Session, configuration: APIConfiguration, retryPolicy: RetryPolicy = RetryPolicy()) {
        self.session = session
        self.configuration = configuration
        self.retryPolicy = retryPolicy
    }

    public func object<T: ResponseObjectSerializable>(_ route: Router, as type: T.Type = T.self) async throws(PhotomaniaError) -> T {
        let (request, response) = try await send(route)
        do {
            return try T.decodeObject(from: response.body)
        } catch {
            throw .responseSerializationFailed(request: request.summary, reason: error)
        }
    }

    public func page<T: ResponseCollectionSerializable>(_ route: Router, of type: T.Type = T.self) async throws(PhotomaniaError) -> Page<T> {
        let (request, response) = try await send(route)
        do {
            return try T.decodeCollection(from: response.body)
        } catch {
            throw .responseSerializationFailed(request: request.summary, reason: error)
        }
    }

    /// This client on the same session, signing with `credentials`.
    public func signed(with credentials: OAuthCredentials) -> APIClient {
        var configuration = configuration
        configuration.credentials = credentials
        return APIClient(session: session, configuration: configuration, retryPolicy: retryPolicy)
    }

    func send(_ route: Router) async throws(PhotomaniaError) -> (Request, Response) {
        var request = try route.request(with: configuration)
        if let credentials = configuration.credentials {
            let signer = OAuthSigner(credentials: credentials)
            let (method, url, form) = (request.method.rawValue, request.url, route.formParameters)
            guard signer.authorization(method: method, url: url, formParameters: form) != nil else {
                throw .invalidURL(configuration.baseURL)
            }
            request.authorization = { signer.authorization(method: method, url: url, formParameters: form) }
        }
        request.timeLimit = session.configuration.requestTimeout
        return (request, try await session.response(for: request, retryPolicy: retryPolicy))
    }
}
