import Foundation

/// A folder of its own under the system's temporary directory, for one test.
struct TemporaryFolder {
    let path: String

    init(_ label: String) throws {
        path = FileManager.default.temporaryDirectory.path + "/photomania-\(label)-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
