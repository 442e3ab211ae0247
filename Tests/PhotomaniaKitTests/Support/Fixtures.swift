import Foundation

/// Reads files under the repository's `Fixtures/`, found from this file's path (the repository root is three
/// levels above the `Support` folder).
enum Fixtures {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures", isDirectory: true)

    /// `Fixtures/<path>`, e.g. `data("api/photos-list.json")`.
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(path))
    }

    /// `Fixtures/api/<name>`.
    static func api(_ name: String) throws -> Data {
        try data("api/" + name)
    }
}
