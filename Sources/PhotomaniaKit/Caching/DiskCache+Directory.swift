import Foundation

extension DiskCache {
    /// `${XDG_CACHE_HOME:-$HOME/.cache}/photomania/thumbnails`.
    public static func defaultDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        defaultCacheFolder(environment: environment) + "/thumbnails"
    }

    /// photomania's cache folder, `${XDG_CACHE_HOME:-$HOME/.cache}/photomania`, which holds the
    /// thumbnails and the HTTP cache; a relative XDG_CACHE_HOME is ignored, as the XDG spec requires.
    public static func defaultCacheFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/photomania" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.cache/photomania"
    }

    /// Entry files are named by the 64-hex-digit SHA-256 of the key.
    static func isEntryName(_ name: String) -> Bool {
        name.utf8.count == 64 && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    static let temporaryPrefix = ".tmp-"
}
