import Foundation

/// The real photomania binary with its stdout on a pipe that the test reads as `head -1` would,
/// or on a file such as `/dev/full`; stderr goes to a file. Reads poll a non-blocking descriptor,
/// so no test thread blocks.
final class PipedChild {
    private let process = Process()
    private let pipe: Pipe?
    private let errorPath: String
    private let dataFolder: String

    /// `stdoutPath` nil: stdout is a pipe; else stdout is that file, opened for writing.
    init(_ arguments: [String], stdoutPath: String? = nil) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-piped-\(UUID().uuidString)").path
        errorPath = base + ".err"
        dataFolder = base + ".data"
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: ChildProcess.binary)
        process.arguments = arguments
        process.environment = ["HOME": "/nonexistent-photomania-test", "PATH": "/usr/bin:/bin", "XDG_DATA_HOME": dataFolder, "XDG_CACHE_HOME": dataFolder + "/cache"]
            .merging(ChildProcess.sanitizerOptions) { $1 }
        if let stdoutPath {
            pipe = nil
            process.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
        } else {
            let pipe = Pipe()
            self.pipe = pipe
            process.standardOutput = pipe
            _ = fcntl(pipe.fileHandleForReading.fileDescriptor, F_SETFL, O_NONBLOCK)
        }
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try? pipe?.fileHandleForWriting.close()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(atPath: errorPath)
        try? FileManager.default.removeItem(atPath: dataFolder)
    }

    var standardError: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }

    /// What `head -1` does: reads up to the first newline, then closes the pipe. Nil if no
    /// line came within `timeout`.
    func readFirstLineThenClose(timeout: Double = 60) async -> String? {
        guard let reading = pipe?.fileHandleForReading else { return nil }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 1)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, !received.contains(UInt8(ascii: "\n")) {
            let count = read(reading.fileDescriptor, &buffer, 1)
            if count > 0 {
                received.append(buffer[0])
            } else if count == 0 {
                break
            } else {
                try? await Task.sleep(for: .milliseconds(20))
            }
        }
        try? reading.close()
        guard received.contains(UInt8(ascii: "\n")) else { return nil }
        return String(decoding: received.dropLast(), as: UTF8.self)
    }

    /// The exit status, or nil if it was still running after `timeout` (then it is killed).
    /// `byUncaughtSignal` is true when the status is a signal's number.
    func exitStatus(timeout: Double = 120) async -> (status: Int32, byUncaughtSignal: Bool)? {
        guard await eventually(timeout: timeout, { !process.isRunning }) else {
            process.terminate()
            return nil
        }
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }
}
