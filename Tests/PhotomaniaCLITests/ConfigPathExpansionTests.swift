import Foundation
import Testing

/// `~`, `~/…` and `$HOME` in the config file's folders and in XDG variables are the home folder,
/// as a shell would have made them; no folder named `~` is ever made (issue 21, item 12).
@Suite("config: ~ and $HOME in paths")
struct ConfigPathExpansionTests {
    @Test func downloadDirWithATildeGoesToTheHomeFolder() async throws {
        let home = try TemporaryDirectory()
        let literal = FileManager.default.currentDirectoryPath + "/~"
        let existedBefore = FileManager.default.fileExists(atPath: literal)
        defer { if !existedBefore { try? FileManager.default.removeItem(atPath: literal) } }
        let file = home.path + "/config.json"
        try Data(#"{"download_dir": "~/photos"}"#.utf8).write(to: URL(fileURLWithPath: file))
        let result = await photomania(["--config", file, "download", "1006721", "--size", "1"], environment: ["HOME": home.path])
        #expect(result.status == 0, "\(result.standardError)")
        let saved = (try? FileManager.default.contentsOfDirectory(atPath: home.path + "/photos")) ?? []
        #expect(saved.contains { $0.hasPrefix("1006721.") }, "\(saved)")
        #expect(existedBefore || !FileManager.default.fileExists(atPath: literal), "no folder named ~ here")
    }

    @Test func homeVariablesAndTildeUsersExpandWhereverAFolderIsConfigured() async throws {
        let home = try TemporaryDirectory()
        let file = home.path + "/config.json"
        for (given, expected) in [("$HOME/a", home.path + "/a"), ("${HOME}/b", home.path + "/b"), ("~", home.path), ("~root/c", "/root/c"), ("x/~/y", "x/~/y")] {
            try Data(#"{"download_dir": "\#(given)"}"#.utf8).write(to: URL(fileURLWithPath: file))
            let result = await photomania(["--config", file, "config"], environment: ["HOME": home.path])
            let row = tsvRows(result.standardOutput).first { $0.first == "download_dir" }
            #expect(row?[1] == expected, "\(given): \(result.standardOutput)\(result.standardError)")
        }
        try Data(#"{"download_dir": "~nosuchuser-photomania/x"}"#.utf8).write(to: URL(fileURLWithPath: file))
        let unknown = await photomania(["--config", file, "config"], environment: ["HOME": home.path])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("download_dir: there is no user 'nosuchuser-photomania'"), "\(unknown.standardError)")
    }

    @Test func aTildeInXDGConfigHomeIsTheHomeFolder() async throws {
        let home = try TemporaryDirectory()
        let result = await photomania(["config", "path"], environment: ["HOME": home.path, "XDG_CONFIG_HOME": "~/cfg"])
        #expect(result.standardOutput == home.path + "/cfg/photomania/config.json\n")
        let relative = await photomania(["config", "path"], environment: ["HOME": home.path, "XDG_CONFIG_HOME": "cfg"])
        #expect(relative.standardOutput == home.path + "/.config/photomania/config.json\n", "a relative XDG folder is ignored, as the XDG rules say")
    }
}
