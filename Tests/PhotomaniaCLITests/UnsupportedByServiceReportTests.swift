import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// What a service does not do reaches the user as its one sentence, and is a usage error (exit
/// 2): the command asked for something this service has no way to give.
@Suite struct UnsupportedByServiceReportTests {
    @Test func anUnsupportedAskIsOneLineAndExit2() {
        let refusal = UnsupportedByService(service: "flickr", cannot: "list voters", offers: ["following", "followers", "search"])
        let report = ErrorReport(PhotomaniaError.unsupported(refusal), program: "photomania")
        #expect(report.line == "photomania: flickr cannot list voters; it offers following, followers, search")
        #expect(report.exitCode == .usage)
        #expect(ErrorReport.sentence(PhotomaniaError.unsupported(refusal)) == "flickr cannot list voters; it offers following, followers, search")
    }
}
