import Foundation
import PhotomaniaCLI

extension FuzzTarget {
    /// The config file: a value or a one-line usage error, never more.
    static let configFile = FuzzTarget(name: "config-file", seedFolders: ["fuzz/config-file"], maxLength: 4096) { data throws(FuzzViolation) in
        do throws(UsageError) {
            _ = try ConfigFile.decode(data, path: "config.json", program: "photomania")
        } catch {
            try FuzzViolation.require(!error.message.contains(where: \.isNewline), "a config error is one line: \(error.message.debugDescription)")
        }
    }
}
