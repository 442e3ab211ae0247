import Foundation
import PhotomaniaOAuth

/// The user a signed Flickr call comes from, and what their token allows.
struct FlickrCaller: Equatable {
    let userID: Int
    let permission: FlickrPermission
}

extension FlickrFace {
    /// A request's OAuth protocol parameters, from its `Authorization: OAuth …` header or, as
    /// Flickr also takes them, from its query and form body (contract §8.1); nil when unsigned.
    static func protocolParameters(of request: HTTPRequest) -> [(name: String, value: String)]? {
        if let authorization = request.headers["Authorization"], authorization.lowercased().hasPrefix("oauth ") {
            return OAuthAuthorizationHeader(authorization)?.parameters ?? []
        }
        let carried = (DemoForm.bodyFields(of: request) + request.query).filter { isProtocolParameter($0.name) }
        return carried.isEmpty ? nil : carried
    }

    static func isProtocolParameter(_ name: String) -> Bool {
        name.hasPrefix("oauth_")
    }

    /// Verifies a signed request as Flickr's OAuth endpoints and REST API do: the signature over
    /// the request less its protocol parameters, a token of one of `kinds`.
    func verify(_ request: HTTPRequest, accepting kinds: Set<DemoTokens.Kind>) -> Result<DemoSignature, FlickrOAuthProblem> {
        let parameters = Self.protocolParameters(of: request) ?? []
        let result = api.verifySignature(
            method: request.method, url: api.signedURL(of: request, leaving: Self.isProtocolParameter), protocolParameters: parameters,
            formParameters: DemoForm.bodyFields(of: request).filter { !Self.isProtocolParameter($0.name) }, accepting: kinds)
        return result.mapError(FlickrOAuthProblem.init)
    }

    /// The caller of a REST call signed with an access token; a 401 `oauth_problem` otherwise.
    func caller(of request: HTTPRequest) -> Result<FlickrCaller, FlickrOAuthProblem> {
        let kinds = Set(FlickrPermission.allCases.map(\.tokenKind))
        return verify(request, accepting: kinds).flatMap { signature in
            guard let userID = signature.userID, let permission = signature.kind.flatMap(FlickrPermission.init(tokenKind:)) else {
                return .failure(FlickrOAuthProblem("token_rejected"))
            }
            return .success(FlickrCaller(userID: userID, permission: permission))
        }
    }
}

/// A refused OAuth request as Flickr answers it: HTTP 401, `oauth_problem=NAME` as a form
/// (contract §3.2; the names are the OAuth Problem Reporting extension's).
struct FlickrOAuthProblem: Error {
    let name: String
    /// The protocol parameter whose absence is the problem.
    var absent: String?

    init(_ name: String, absent: String? = nil) {
        self.name = name
        self.absent = absent
    }

    init(_ refusal: DemoSigningRefusal) {
        switch refusal {
        case .rejected(.notSigned), .rejected(.missingParameter): name = "parameter_absent"
        case .rejected(.unsupportedSignatureMethod): name = "signature_method_rejected"
        case .rejected(.unknownConsumer): name = "consumer_key_unknown"
        case .rejected(.unknownToken), .notAuthorized: name = "token_rejected"
        case .rejected(.staleTimestamp): name = "timestamp_refused"
        case .rejected(.badSignature): name = "signature_invalid"
        case .nonceUsed: name = "nonce_used"
        case .stateFailed: name = "internal_error"
        }
        absent = nil
    }

    var response: HTTPResponse {
        let status = name == "internal_error" ? 500 : 401
        return HTTPResponse(
            status: status, headers: HTTPHeaderFields([("Content-Type", "text/plain;charset=UTF-8")]),
            body: Data(("oauth_problem=\(name)" + (absent.map { "&oauth_parameters_absent=\($0)" } ?? "")).utf8))
    }
}
