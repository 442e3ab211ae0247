import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// The library states what failed; the report adds what to do, in this program's options.
@Suite struct ErrorReportTests {
    static let request = RequestSummary(method: "GET", url: "http://h/v1/photos?consumer_key=s3cr3t&page=1")
    static let refused = PhotomaniaError.transportFailed(request: request, reason: .cannotConnect(host: "h:80"))
    static let unauthorized = PhotomaniaError.responseValidationFailed(
        request: request, reason: .unacceptableStatusCode(401, serverMessage: "Consumer key missing.", retryAfter: nil))
    static let notJSON = PhotomaniaError.responseSerializationFailed(request: request, reason: .webPage)

    @Test func aTransportFailureSaysWhatFailedThenWhatToDo() {
        let report = ErrorReport(Self.refused, program: "photomania")
        #expect(report.line == "photomania: could not connect: h:80 refused the connection or is unreachable (GET http://h/v1/photos); check your network or --api")
        #expect(report.exitCode == .failure)
    }

    @Test func theWholeURLOnlyWithVerbose() {
        let report = ErrorReport(Self.refused, program: "photomania", verbose: true)
        #expect(report.line.contains("(GET http://h/v1/photos?consumer_key=REDACTED&page=1)"), "\(report.line)")
        #expect(!report.line.contains("s3cr3t"))
    }

    @Test func refusedCredentialsExitWith4AndPointAtTheKey() {
        let report = ErrorReport(Self.unauthorized, program: "photomania")
        #expect(report.line.hasSuffix("; check your consumer key (--consumer-key or PHOTOMANIA_CONSUMER_KEY)"))
        #expect(report.exitCode == .credentials)
    }

    @Test func anArchiveThatIsNotOneSuggestsAnotherFile() {
        let error = ArchiveError(path: "/x/.photomania-archive.sqlite3", reason: .notAnArchive("it is not an SQLite database"))
        #expect(ErrorReport(error, program: "photomania").line
            == "photomania: the archive /x/.photomania-archive.sqlite3 is not a photomania archive (it is not an SQLite database); pass --archive FILE to use another file, or --no-archive")
    }

    @Test func theLibraryNamesNoOption() {
        let errors: [any Error] = [
            Self.refused, Self.unauthorized, Self.notJSON, PhotomaniaError.invalidURL("ftp://x"),
            ArchiveError(path: "/a", reason: .missing), ArchiveError(path: "/a", reason: .locked),
            DownloadFailure.diskFull(path: "/a/1.jpg.part"), DownloadFailure.transfer(Self.refused),
        ]
        for error in errors {
            #expect(!String(describing: error).contains("--"), "\(error)")
            #expect(ErrorReport(error, program: "p").line.contains("; "), "advice added: \(ErrorReport(error, program: "p").line)")
        }
    }

    @Test func aStatusLineGetsTheSentenceAlone() {
        #expect(ErrorReport.sentence(Self.notJSON) == "the server's answer could not be read: the server's answer is a web page, not JSON (GET http://h/v1/photos); check that --api points at a 500px-compatible API")
    }
}
