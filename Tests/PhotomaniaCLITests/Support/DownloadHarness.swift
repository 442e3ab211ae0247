import Foundation
import Synchronization
import PhotomaniaKit
@testable import PhotomaniaServer

/// A fresh, empty directory removed when the test's scope ends, and again when the test process
/// exits: a program a test ran may still create it after the test let go of it (Swift may end a
/// value's lifetime at its last use, before the command that wrote there is over).
final class TemporaryDirectory {
    let path: String
    private static let made = Mutex<[String]>([])
    private static let removedAtExit: Void = {
        atexit { for path in TemporaryDirectory.made.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) } }
    }()

    /// The folder's name says which test made it, should one ever be left behind.
    init(fileID: String = #fileID, line: Int = #line) throws {
        let test = fileID.split(separator: "/").last.map { $0.replacing(".swift", with: "") } ?? "test"
        path = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-\(test)-\(line)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        Self.removedAtExit
        Self.made.withLock { [path] in $0.append(path) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    /// Final files: no `.part`, no sidecars, no archive.
    var finalFiles: [String] { files.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".part") } }
    var partFiles: [String] { files.filter { $0.hasSuffix(".part") } }

    func sha256(_ name: String) throws -> String { try SHA256.hex(ofFileAt: path + "/" + name) }
}

extension DemoServer {
    /// The bytes the server serves for a photo's image, straight from its handler.
    func imageBytes(photoID: Int, size: Int) -> Data {
        api.respond(to: HTTPRequest(method: "GET", path: "/images/\(photoID)/\(size).jpg", headers: HTTPHeaderFields([("Host", "127.0.0.1:\(port)")]))).body
    }

    func imageSHA256(photoID: Int, size: Int) -> String {
        SHA256.hex(of: imageBytes(photoID: photoID, size: size))
    }
}

/// The photo ids `photomania photos` lists first for a stream.
func listedIDs(_ server: DemoServer, feature: String = "popular", count: Int) async -> [Int] {
    let result = await photomania(["--api", server.baseURL, "photos", "--feature", feature, "--rpp", String(count)])
    return tsvRows(result.standardOutput).dropFirst().compactMap { Int($0[0]) }
}
