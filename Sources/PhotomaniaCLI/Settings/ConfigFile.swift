import Foundation
import PhotomaniaKit

/// `${XDG_CONFIG_HOME:-~/.config}/photomania/config.json`: `provider`, `api`, `consumer_key`,
/// `consumer_secret`, `download_dir`, `jobs`, `size`, `filename`, `dir`, and a section per
/// service (`"500px": {"api": …, "consumer_key": …, "consumer_secret": …}`), each checked as it
/// is read. Every problem of a file is reported at once, each with what was expected and what the
/// file holds (`jobs: expected a whole number from 1 to 64, got the string "8"`).
package struct ConfigFile: Sendable {
    /// The file read; nil when there was none.
    var path: String?
    /// The service commands talk to, by name (`Settings` checks it).
    var provider: String?
    /// The default service's keys at the top level, as they were before services had names.
    var api: String?
    var consumerKey: String?
    var consumerSecret: String?
    /// `~`, `~user` and `$HOME` expanded.
    var downloadDirectory: String?
    var jobs: Int?
    var size: ImageSize?
    /// `--filename` and `--dir` formats for downloads.
    var fileName: NameTemplate?
    var directory: NameTemplate?

    /// Each service's own section, by its name.
    var services: [String: ServiceKeys] = [:]

    static let keys = ["api", "consumer_key", "consumer_secret", "download_dir", "jobs", "size", "filename", "dir", "provider"]
    /// The sections: one per registered service.
    static var sections: [String] { ServiceRegistry.current.entries.map(\.name.rawValue) }
    static let jobsRange = 1...64

    /// `$XDG_CONFIG_HOME` when it is absolute (after `~` expansion), else `~/.config`.
    static func defaultPath(environment: [String: String]) -> String {
        let xdg = PathExpansion.expandingXDGFolders(in: environment)["XDG_CONFIG_HOME"].nonEmpty
        let base = xdg.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? (PathExpansion.home(environment) + "/.config")
        return base + "/photomania/config.json"
    }

    /// `explicitPath` is `--config` byte for byte (`ParsedCommandLine.pathValue`).
    static func load(explicitPath: String?, environment: [String: String], program: String) throws(UsageError) -> ConfigFile {
        let path = explicitPath.map(RawArguments.lossy) ?? defaultPath(environment: environment)
        guard let data = FileManager.default.contents(atPath: explicitPath.map(ByteExactPath.file) ?? path) else {
            guard explicitPath != nil else { return ConfigFile() }
            throw UsageError(program: program, message: "cannot read the config file '\(path.echoed)'", hint: "check the path given to --config")
        }
        return try decode(data, path: path, program: program, home: PathExpansion.home(environment))
    }

    package static func decode(_ data: Data, path: String, program: String, home: String = NSHomeDirectory()) throws(UsageError) -> ConfigFile {
        let shape = "it must be a JSON object with keys " + (keys + sections).joined(separator: ", ")
        let invalid = { (reason: String, hint: String) in
            UsageError(program: program, message: "the config file '\(path)' is not valid: \(reason)", hint: hint)
        }
        if let issue = JSONSyntaxIssue.first(in: data) { throw invalid("not JSON (\(position(of: issue, in: data)))", shape) }
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any] else {
            throw invalid("not a JSON object", shape)
        }
        var reader = ConfigReader(object: object, home: home)
        var config = ConfigFile(path: path)
        config.provider = reader.string("provider")
        config.api = reader.url("api")
        config.consumerKey = reader.string("consumer_key")
        config.consumerSecret = reader.string("consumer_secret")
        config.downloadDirectory = reader.folder("download_dir")
        config.jobs = reader.wholeNumber("jobs", in: jobsRange)
        config.size = reader.size("size")
        config.fileName = reader.template("filename")
        config.directory = reader.template("dir")
        for name in sections {
            config.services[name] = reader.section(name, known: ServiceKeys.keys) { section in
                ServiceKeys(api: section.url("api"), consumerKey: section.string("consumer_key"), consumerSecret: section.string("consumer_secret"))
            }
        }
        reader.reportUnknownKeys(known: keys + sections)
        switch reader.problems.count {
        case 0: return config
        case 1: throw invalid(reader.problems[0].text, reader.problems[0].hint ?? shape)
        default:
            let all = reader.problems.map { problem in problem.text + (problem.hint.map { " (\($0))" } ?? "") }
            throw invalid("\(reader.problems.count) problems: " + all.joined(separator: "; "), shape)
        }
    }

    /// `line 3, column 14`, counted in characters from 1, where the text stops being JSON.
    private static func position(of issue: JSONSyntaxIssue, in data: Data) -> String {
        let offset = switch issue {
        case .truncated(let length): length
        case .unexpected(_, let offset): offset
        }
        let before = String(decoding: data.prefix(offset), as: UTF8.self)
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        let place = "line \(lines.count), column \((lines.last?.count ?? 0) + 1)"
        if case .truncated = issue { return "it ends early, at \(place)" }
        return place
    }
}
