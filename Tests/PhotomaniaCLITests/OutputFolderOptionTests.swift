import Foundation
import Testing

/// `-o ""` names no folder (as for `mkdir ""` or `cp x ""`, an empty path is no path): a usage
/// error before anything is fetched or written, never `/NAME` or the current folder by surprise.
@Suite("-o with an empty folder")
struct OutputFolderOptionTests {
    @Test(arguments: [
        ["download", "1006721", "--dry-run", "-o", ""], ["download", "1006721", "--dry-run", "--output="],
        ["archive", "list", "-o", ""], ["archive", "verify", "-o", ""], ["browse", "-o", ""],
    ])
    func anEmptyFolderIsAUsageError(arguments: [String]) async throws {
        let result = await photomania(arguments)
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("empty"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty, "\(result.standardOutput)")
    }
}
