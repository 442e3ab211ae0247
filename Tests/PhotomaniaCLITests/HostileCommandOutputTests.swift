import Foundation
import Testing

@testable import PhotomaniaCLI

/// A server that puts escape sequences, C1 controls and bidi controls in every text field: no
/// command lets one of them reach stdout or stderr, in a pipe or on a terminal.
@Suite struct HostileCommandOutputTests {
    /// The program's own colour codes, which a terminal run may write around the server's text.
    private func withoutOwnColours(_ text: String) -> String {
        text.replacing(/\u{1B}\[[0-9;]*m/, with: "")
    }

    private func expectNoLeaks(_ result: RunResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Hostile.leaks(in: withoutOwnColours(result.standardOutput)) == [], "stdout", sourceLocation: sourceLocation)
        #expect(Hostile.leaks(in: result.standardError) == [], "stderr", sourceLocation: sourceLocation)
    }

    @Test func dryRunListsTheURLWithoutItsControlsAndKeepsThreeColumns() async throws {
        try await withHostileAPI { api in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-hostile-\(UUID())").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let result = await photomania(["--api", api, "download", String(Hostile.photoID), "--dry-run", "-o", folder])
            #expect(result.status == 0, "\(result.standardError)")
            expectNoLeaks(result)
            let rows = tsvRows(result.standardOutput)
            #expect(rows.count == 1)
            #expect(rows.first?.count == 3)
            #expect(rows.first?.last == "http://127.0.0.1:9/i/4242.jpg?gnp")
        }
    }

    @Test func photoTableInAPipeIsCleanTSV() async throws {
        try await withHostileAPI { api in
            for command in [["photos"], ["search", "x"]] {
                let result = await photomania(["--api", api] + command)
                #expect(result.status == 0, "\(result.standardError)")
                expectNoLeaks(result)
                let rows = tsvRows(result.standardOutput)
                #expect(rows.count == 2)
                #expect(rows.allSatisfy { $0.count == 7 })
                #expect(rows.last?[1] == Hostile.visible)
                #expect(rows.last?[2] == Hostile.visible)
            }
        }
    }

    @Test func photoTableOnATerminalWithAndWithoutColours() async throws {
        try await withHostileAPI { api in
            for colours in [true, false] {
                let environment = colours ? [:] : ["NO_COLOR": "1"]
                let result = await photomania(["--api", api, "photos"], terminal: true, columns: 120, environment: environment)
                #expect(result.status == 0, "\(result.standardError)")
                expectNoLeaks(result)
                if !colours { #expect(!result.standardOutput.contains("\u{1B}")) }
                #expect(result.standardOutput.contains(Hostile.visible))
            }
        }
    }

    @Test func thumbnailCardsOnATerminal() async throws {
        try await withHostileAPI { api in
            let result = await photomania(["--api", api, "photos", "--thumbs", "--images", "blocks"], terminal: true, columns: 120)
            #expect(result.status == 0, "\(result.standardError)")
            expectNoLeaks(result)
            #expect(result.standardOutput.contains(Hostile.visible))
        }
    }

    @Test func photoDetails() async throws {
        try await withHostileAPI { api in
            for terminal in [false, true] {
                let result = await photomania(["--api", api, "photo", String(Hostile.photoID)], terminal: terminal)
                #expect(result.status == 0, "\(result.standardError)")
                expectNoLeaks(result)
                #expect(result.standardOutput.hasPrefix(Hostile.visible + "\n"))
                #expect(result.standardOutput.contains("http://127.0.0.1:9/i/4242.jpg?gnp"))
            }
        }
    }

    @Test func comments() async throws {
        try await withHostileAPI { api in
            for arguments in [["comments", String(Hostile.photoID)], ["comments", String(Hostile.photoID), "--nested"]] {
                let result = await photomania(["--api", api] + arguments, terminal: true)
                #expect(result.status == 0, "\(result.standardError)")
                expectNoLeaks(result)
                #expect(result.standardOutput.contains("  " + Hostile.visible))
            }
        }
    }

    @Test func userProfile() async throws {
        try await withHostileAPI { api in
            let result = await photomania(["--api", api, "user", Hostile.username])
            #expect(result.status == 0, "\(result.standardError)")
            expectNoLeaks(result)
            #expect(result.standardOutput.hasPrefix("name "))
            #expect(result.standardOutput.contains(Hostile.visible))
        }
    }

    @Test func anErrorQuotingTheServersMessageIsOneCleanLine() async throws {
        try await withHostileAPI { api in
            let result = await photomania(["--api", api, "photo", String(Hostile.missingPhotoID)])
            #expect(result.status == 1)
            expectNoLeaks(result)
            #expect(result.standardError.contains(Hostile.visible))
            #expect(result.standardError.split(separator: "\n").count == 1)
            let verbose = await photomania(["--api", api, "-v", "photo", String(Hostile.missingPhotoID)])
            expectNoLeaks(verbose)
            #expect(verbose.standardError.split(separator: "\n").allSatisfy { $0.hasPrefix("photomania: ") })
        }
    }

    @Test func aFailedTransferQuotingTheURLInPlainProgress() async throws {
        try await withHostileAPI { api in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-hostile-\(UUID())").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let result = await photomania(["--api", api, "download", String(Hostile.photoID), "--retries", "0", "--no-archive", "-o", folder])
            #expect(result.status == 1)
            expectNoLeaks(result)
            #expect(result.standardError.contains("error \(Hostile.photoID): "))
            #expect(result.standardError.contains("(GET http://127.0.0.1:9/i/4242.jpg?gnp)"))
        }
    }
}
