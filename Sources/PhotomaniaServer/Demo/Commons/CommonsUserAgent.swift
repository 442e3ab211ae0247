import Foundation

/// Wikimedia's User-Agent policy (contract §11.1): a request without one, or with a bare library
/// default, is refused with a 403 text, on the API and the files alike.
enum CommonsUserAgent {
    static let refusal = "Please set a user-agent and respect our robot policy https://w.wiki/4wJS. See also T400119"

    private static let libraryDefaults = ["curl/", "python-requests/", "wget/", "libcurl", "python-urllib/", "go-http-client/", "okhttp/", "java/"]

    static func isAcceptable(_ value: String?) -> Bool {
        guard let agent = value?.trimmingCharacters(in: .whitespaces).lowercased(), !agent.isEmpty else { return false }
        return !libraryDefaults.contains { agent.hasPrefix($0) }
    }

    static var forbidden: HTTPResponse {
        HTTPResponse(status: 403, headers: HTTPHeaderFields([("Content-Type", "text/plain; charset=utf-8")]), body: Data(refusal.utf8))
    }
}
