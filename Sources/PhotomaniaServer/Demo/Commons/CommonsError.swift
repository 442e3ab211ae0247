import Foundation

/// An Action API error (contract §3): HTTP 200, `{"error":{code,info,docref,…},"servedby":…}`
/// and the code again in the `MediaWiki-API-Error` header.
struct CommonsError: Error, Equatable {
    let code: String
    let info: String
    /// Members merged into `error` beside `code` and `info` (`limit`, `lag`…).
    var extra: [String: CommonsJSON] = [:]
    /// Headers beyond the error one (`Retry-After` for `maxlag`).
    var headers: [String: String] = [:]

    static let servedBy = "mw-api-demo.photomania.local"
    static let docref = "See https://commons.wikimedia.org/w/api.php for API usage. Subscribe to the mediawiki-api-announce mailing list at &lt;https://lists.wikimedia.org/postorius/lists/mediawiki-api-announce.lists.wikimedia.org/&gt; for notice of API deprecations and breaking changes."

    static func badValue(_ parameter: String, _ value: String) -> CommonsError {
        CommonsError(code: "badvalue", info: "Unrecognized value for parameter \"\(parameter)\": \(value).")
    }

    static func missingParameter(_ parameter: String) -> CommonsError {
        CommonsError(code: "missingparam", info: "The \"\(parameter)\" parameter must be set.")
    }

    static func badInteger(_ parameter: String, _ value: String) -> CommonsError {
        CommonsError(code: "badinteger", info: "Invalid value \"\(value)\" for integer parameter \"\(parameter)\".")
    }

    static func parameterMix(_ info: String) -> CommonsError {
        CommonsError(code: "invalidparammix", info: info)
    }

    static let badContinue = CommonsError(
        code: "badcontinue", info: "Invalid continue param. You should pass the original value returned by the previous query.")

    static func tooManyValues(_ parameter: String, limit: Int) -> CommonsError {
        CommonsError(
            code: "toomanyvalues", info: "Too many values supplied for parameter \"\(parameter)\". The limit is \(limit).",
            extra: ["limit": .int(limit), "lowlimit": .int(limit), "highlimit": .int(limit * 10)])
    }

    /// The replica lag `maxlag` compares with; the demo database never lags, so only a negative
    /// `maxlag` (as MediaWiki documents for testing) draws the error.
    static let replicaLag = 0

    static func maxLag(asked: Int) -> CommonsError {
        CommonsError(
            code: "maxlag", info: "Waiting for 10.64.16.149: \(replicaLag) seconds lagged.",
            extra: ["host": .string("10.64.16.149"), "lag": .double(Double(replicaLag)), "type": .string("db")],
            headers: ["Retry-After": String(max(asked, 5)), "X-Database-Lag": String(replicaLag)])
    }

    var response: HTTPResponse {
        var members = extra
        members["code"] = .string(code)
        members["info"] = .string(info)
        members["docref"] = .string(Self.docref)
        let body = CommonsJSON.object(["error": .object(members), "servedby": .string(Self.servedBy)])
        var fields = [("Content-Type", DemoResponse.jsonContentType), ("MediaWiki-API-Error", code), ("Cache-Control", "private, must-revalidate, max-age=0")]
        fields += headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return HTTPResponse(status: 200, headers: HTTPHeaderFields(fields), body: body.data)
    }
}
