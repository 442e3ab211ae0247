import Foundation
import Testing

/// What a newcomer reads before scrolling: what photomania is, which services it speaks and what
/// each needs, and the two commands. How it works inside belongs to `docs/`.
struct ReadmeFirstScreenTests {
    /// A terminal's worth of the README, as `less README.md` first shows it.
    static let firstScreen: String = {
        let text = (try? String(contentsOfFile: DocumentedExamples.repository + "/README.md", encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).prefix(35).joined(separator: "\n")
    }()

    @Test func namesTheServicesAndWhatEachNeeds() {
        let screen = Self.firstScreen
        #expect(screen.contains("Flickr"))
        #expect(screen.contains("Pro"), "a Flickr key needs a Pro account since 2025")
        #expect(screen.contains("built-in demo"))
        #expect(screen.contains("500px v1-compatible"))
        #expect(!screen.contains("500px-style"), "photomania is not only for 500px-style APIs")
    }

    @Test func namesTheTwoCommands() {
        #expect(Self.firstScreen.contains("make demo"))
        #expect(Self.firstScreen.contains("make test"))
    }

    @Test func leavesTheInternalsToDocs() throws {
        let readme = try String(contentsOfFile: DocumentedExamples.repository + "/README.md", encoding: .utf8)
        for detail in ["setjmp", "O_NOFOLLOW", "syncfs", "sync_file_range", "LeakSanitizer", "folder-deps"] {
            #expect(!readme.contains(detail), "README.md explains \(detail): that is for docs/")
        }
        for page in ["docs/downloads.md", "docs/pictures.md", "docs/architecture.md", "docs/demo-server.md", "docs/development.md"] {
            #expect(readme.contains("(\(page))"), "README.md links \(page)")
            #expect(FileManager.default.fileExists(atPath: DocumentedExamples.repository + "/" + page))
        }
    }

    /// Since 2025 Flickr creates API keys for Pro accounts only: nothing may promise a free one.
    @Test func promisesNoFreeFlickrKey() throws {
        let readme = try String(contentsOfFile: DocumentedExamples.repository + "/README.md", encoding: .utf8)
        #expect(!readme.lowercased().contains("free key"))
    }
}
