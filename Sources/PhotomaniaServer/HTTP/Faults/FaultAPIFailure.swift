import Foundation

/// A handler whose API answers its own errors by number, as Flickr answers
/// `{"stat":"fail","code":N,"message":…}` with HTTP 200: what the `stat-fail=CODE` fault sends.
public protocol HTTPFailureAnswering: HTTPHandling {
    func failure(code: Int, for request: HTTPRequest) -> HTTPResponse
}

enum FaultAPIFailure {
    /// The handler's own failure for `code`, or Flickr's shape with a plain message from a
    /// handler that has none.
    static func response(code: Int, from handler: any HTTPHandling, for request: HTTPRequest) -> HTTPResponse {
        if let answering = handler as? any HTTPFailureAnswering {
            return answering.failure(code: code, for: request)
        }
        let body = #"{"code":\#(code),"message":"Error \#(code) (injected by a fault)","stat":"fail"}"#
        return HTTPResponse(status: 200, headers: HTTPHeaderFields([("Content-Type", "application/json")]), body: Data(body.utf8))
    }
}
