import Foundation

/// What a shell would have done to a path it never saw: a config file's `download_dir` or a
/// quoted `XDG_CONFIG_HOME="~/cfg"`. `~`, `~/…`, `~user/…`, `$HOME`, `${HOME}/…` at the start
/// become the home folder, so that no folder named `~` is ever made in the current one.
enum PathExpansion {
    struct UnknownUser: Error, Equatable {
        let name: String
    }

    /// `path` with its leading `~`, `~user` or `$HOME` replaced; other paths as they are.
    static func expand(_ path: String, home: String) throws(UnknownUser) -> String {
        for variable in ["$HOME", "${HOME}"] where path == variable || path.hasPrefix(variable + "/") {
            return home + path.dropFirst(variable.count)
        }
        guard path.hasPrefix("~") else { return path }
        let name = path.dropFirst().prefix { $0 != "/" }
        let rest = path.dropFirst(1 + name.count)
        if name.isEmpty { return home + rest }
        guard let folder = homeFolder(of: String(name)) else { throw UnknownUser(name: String(name)) }
        return folder + rest
    }

    /// The home folder: `$HOME`, else the account's.
    static func home(_ environment: [String: String]) -> String {
        environment["HOME"].nonEmpty ?? NSHomeDirectory()
    }

    /// The XDG variables, expanded; one that names no user is left as it was (and, not being
    /// absolute, is then ignored as the XDG rules say).
    static func expandingXDGFolders(in environment: [String: String]) -> [String: String] {
        var expanded = environment
        for name in ["XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"] {
            if let value = environment[name], let path = try? expand(value, home: home(environment)) { expanded[name] = path }
        }
        return expanded
    }

    private static func homeFolder(of user: String) -> String? {
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        guard getpwnam_r(user, &entry, &buffer, buffer.count, &found) == 0, found != nil, let directory = entry.pw_dir else { return nil }
        return String(cString: directory)
    }
}
