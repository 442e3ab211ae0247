import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

@Suite("validate(): status and content type, end to end")
struct ValidationTests {
    private func failure(faults: String, accept: [String] = ["application/json"]) async throws -> PhotomaniaError? {
        try await withServer(faults: faults) { _, origin in
            await #expect(throws: PhotomaniaError.self) {
                try await testSession().response(for: Request(url: origin + "/v1/photos/7", acceptableContentTypes: accept), retryPolicy: .never)
            }
        }
    }

    @Test(arguments: [401, 403, 404, 500])
    func rejectsErrorStatusesWithTheServersMessage(status: Int) async throws {
        let error = try await failure(faults: "status=\(status)")
        #expect(error?.statusCode == status)
        #expect(error?.description.contains("the server answered \(status)") == true)
    }

    @Test func keepsTheServersErrorSentence() async throws {
        try await withServer(handler: { _ in .json(#"{"error": "Consumer key missing.", "status": 401}"#, status: 401) }) { _, origin in
            let error = await #expect(throws: PhotomaniaError.self) {
                try await testSession().response(for: Request(url: origin + "/v1/photos"), retryPolicy: .never)
            }
            #expect(error?.description == "the server answered 401 Unauthorized: Consumer key missing. (GET \(origin)/v1/photos)")
        }
    }

    @Test func rejectsAnHTMLPageWhereJSONWasExpected() async throws {
        let error = try await failure(faults: "html,status=200")
        guard case .responseValidationFailed(_, .unacceptableContentType("text/html", ["application/json"]))? = error else {
            Issue.record("expected an unacceptable content type, got \(String(describing: error))")
            return
        }
    }

    @Test func rejectsAMissingContentType() async throws {
        try await withServer(handler: { _ in HTTPResponse(status: 200, body: Data("{}".utf8)) }) { _, origin in
            let error = await #expect(throws: PhotomaniaError.self) {
                try await testSession().response(for: Request(url: origin + "/", acceptableContentTypes: ["application/json"]), retryPolicy: .never)
            }
            #expect(error == .responseValidationFailed(request: RequestSummary(method: "GET", url: "\(origin)/"), reason: .missingContentType(acceptable: ["application/json"])))
        }
    }

    @Test func acceptsWildcardsAndParameters() {
        #expect(Response.mediaType("image/jpeg", matches: "image/*"))
        #expect(Response.mediaType("image/jpeg", matches: "*/*"))
        #expect(Response.mediaType("application/json", matches: "application/json"))
        #expect(!Response.mediaType("text/html", matches: "application/json"))
        #expect(!Response.mediaType("text/html", matches: "*/json"))
    }
}
