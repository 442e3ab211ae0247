import Foundation

/// `${XDG_CONFIG_HOME:-~/.config}/photomania/config.json`: `api`, `consumer_key`,
/// `consumer_secret`, `download_dir`, `jobs`, `size`.
package struct ConfigFile: Sendable, Decodable {
    var api: String?
    var consumerKey: String?
    var consumerSecret: String?
    var downloadDirectory: String?
    var jobs: Int?
    var size: String?

    enum CodingKeys: String, CodingKey {
        case api
        case consumerKey = "consumer_key"
        case consumerSecret = "consumer_secret"
        case downloadDirectory = "download_dir"
        case jobs
        case size
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
        do {
            return try JSONDecoder().decode(ConfigFile.self, from: data)
        } catch {
            throw UsageError(
                program: program,
                message: "the config file '\(path)' is not valid: \(ConfigFile.explain(error))",
                hint: "it must be a JSON object with keys api, consumer_key, consumer_secret, download_dir, jobs, size"
            )
        }
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
}
