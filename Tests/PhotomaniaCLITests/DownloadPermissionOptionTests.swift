import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// `download --ignore-download-permission`: parsed into the plan, listed in the help, and the
/// reason a photo is skipped without it.
@Suite struct DownloadPermissionOptionTests {
    private func listing(_ arguments: [String]) throws -> DownloadPlan.Listing {
        let parsed = try PhotomaniaCommandLine.spec.parse(["download"] + arguments + ["1006721"])
        let settings = try Settings.resolve(parsed, environment: ["HOME": "/nonexistent-photomania-test"])
        return try DownloadPlanOptions.listing(parsed, settings: settings)
    }

    @Test func theOptionReachesThePlan() throws {
        #expect(try listing([]).ignoresDownloadPermission == false)
        #expect(try listing(["--ignore-download-permission"]).ignoresDownloadPermission == true)
    }

    @Test func theHelpListsIt() async {
        let result = await photomania(["download", "--help"])
        #expect(result.standardOutput.contains("--ignore-download-permission"))
    }

    @Test func aSkippedPhotoSaysWhy() {
        let item = ProgressFixtures.item(52001006721)
        #expect(PlainLine.render(.skipped(item, fileName: nil, reason: .notAllowed), now: ProgressFixtures.t0)
            == "skip 52001006721 (its owner does not allow downloads; --ignore-download-permission fetches it)")
        let line = EventLine(style: TerminalStyle(colors: false), limit: 200).render(.skipped(item, fileName: nil, reason: .notAllowed))
        #expect(line == "○ 52001006721 — its owner does not allow downloads; --ignore-download-permission fetches it")
        let json = JSONLinesEvents.render(.skipped(item, fileName: nil, reason: .notAllowed), now: ProgressFixtures.t0) ?? ""
        #expect(json.contains(#""reason":"not_allowed""#), "\(json)")
    }
}
