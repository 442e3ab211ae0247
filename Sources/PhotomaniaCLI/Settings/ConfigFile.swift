import Foundation
import PhotomaniaKit

/// `${XDG_CONFIG_HOME:-~/.config}/photomania/config.json`: `api`, `consumer_key`,
/// `consumer_secret`, `download_dir`, `jobs`, `size`, `filename`, `dir`.
package struct ConfigFile: Sendable, Decodable {
    var api: String?
    var consumerKey: String?
    var consumerSecret: String?
    var downloadDirectory: String?
    var jobs: Int?
    var size: String?
    /// `--filename` and `--dir` formats for downloads.
    var fileName: String?
    var directory: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case api
        case consumerKey = "consumer_key"
        case consumerSecret = "consumer_secret"
        case downloadDirectory = "download_dir"
        case jobs
        case size
        case fileName = "filename"
        case directory = "dir"
    }

    static func defaultPath(environment: [String: String]) -> String {
        let base = environment["XDG_CONFIG_HOME"].nonEmpty ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.config")
        return base + "/photomania/config.json"
    }

    static func load(explicitPath: String?, environment: [String: String], program: String) throws(UsageError) -> ConfigFile {
        let path = explicitPath ?? defaultPath(environment: environment)
        guard let data = FileManager.default.contents(atPath: path) else {
            guard let explicitPath else { return ConfigFile() }
            throw UsageError(program: program, message: "cannot read the config file '\(explicitPath)'", hint: "check the path given to --config")
        }
        return try decode(data, path: path, program: program)
    }

    package static func decode(_ data: Data, path: String, program: String) throws(UsageError) -> ConfigFile {
        let keys = CodingKeys.allCases.map(\.rawValue)
        let invalid = { (reason: String, hint: String) in
            UsageError(program: program, message: "the config file '\(path)' is not valid: \(reason)", hint: hint)
        }
        let shape = "it must be a JSON object with keys " + keys.joined(separator: ", ")
        if let issue = JSONSyntaxIssue.first(in: data) { throw invalid("not JSON (\(position(of: issue, in: data)))", shape) }
        let config: ConfigFile
        do {
            config = try JSONDecoder().decode(ConfigFile.self, from: data)
        } catch {
            throw invalid(explain(error), shape)
        }
        let found = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?.keys.sorted() ?? []
        if let unknown = found.first(where: { !keys.contains($0) }) {
            let likely = closestMatch(to: unknown, among: keys) ?? keys.first { unknown.hasPrefix($0) }
            let hint = likely.map { "did you mean '\($0)'?" } ?? "its keys are " + keys.joined(separator: ", ")
            throw invalid("unknown key '\(unknown)'", hint)
        }
        return config
    }

    private static func explain(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            return key.isEmpty ? "not a JSON object" : "'\(key)' has the wrong type"
        default:
            return "not JSON"
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
