import Foundation

extension DiskCache {
    /// `${XDG_CACHE_HOME:-$HOME/.cache}/photomania/thumbnails`; a relative XDG_CACHE_HOME is
    /// ignored, as the XDG spec requires.
    public static func defaultDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let base: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = home + "/.cache"
        }
        return base + "/photomania/thumbnails"
    }

    /// Entry files are named by the 64-hex-digit SHA-256 of the key.
    static func isEntryName(_ name: String) -> Bool {
        name.utf8.count == 64 && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    static let temporaryPrefix = ".tmp-"
}
