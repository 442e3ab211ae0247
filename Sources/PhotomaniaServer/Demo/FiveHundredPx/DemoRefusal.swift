import Foundation

/// An API error answer thrown out of a handler: `{"error": message, "status": status}`.
struct DemoRefusal: Error {
    let response: HTTPResponse

    init(_ status: Int, _ message: String) {
        response = DemoResponse.error(status, message)
    }

    init(_ response: HTTPResponse) {
        self.response = response
    }
}

extension DemoAPI {
    /// Runs a handler: a `DemoRefusal` is its answer, a failing state file a 500.
    func answer(_ handler: () throws -> HTTPResponse) -> HTTPResponse {
        do {
            return try handler()
        } catch let refusal as DemoRefusal {
            return refusal.response
        } catch {
            return DemoResponse.internalServerError()
        }
    }
}
