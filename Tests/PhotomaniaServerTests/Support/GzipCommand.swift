import Foundation

/// The system's `gzip -dc`: a decoder independent of the server's encoder.
enum GzipCommand {
    struct Failure: Error, CustomStringConvertible {
        var status: Int32
        var message: String

        var description: String { "gzip -dc exited with \(status): \(message)" }
    }

    static func decompress(_ encoded: Data) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-gzip-\(UUID().uuidString).gz")
        try encoded.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", file.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let decoded = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(status: process.terminationStatus, message: String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return decoded
    }
}
