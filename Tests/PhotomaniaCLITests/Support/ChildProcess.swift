import Foundation

/// The real photomania binary in a child process. Output goes to files and waiting polls, so a
/// test never blocks one of the few threads that every other test's tasks run on.
final class ChildProcess {
    /// The photomania built beside this test bundle (or `PHOTOMANIA_BIN`).
    static let binary = ProcessInfo.processInfo.environment["PHOTOMANIA_BIN"]
        ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("photomania").path

    static var binaryExists: Bool { FileManager.default.isExecutableFile(atPath: binary) }

    /// `ASAN_OPTIONS` and `TSAN_OPTIONS` as `make sanitize` set them: a sanitized child then
    /// writes its reports to the same log and suppresses the same false positives.
    static let sanitizerOptions = ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }

    private let process: SpawnedProcess
    private let outputPath: String
    private let errorPath: String
    /// The child's `XDG_DATA_HOME` (the built-in server's state) and, inside it, its `XDG_CACHE_HOME`, unless the test gives others.
    private let dataFolder: String

    /// `input`, when given, is the child's standard input (else it inherits this process's);
    /// `environment` adds to the bare one every child gets.
    init(_ arguments: [String], executable: String = ChildProcess.binary, input: String? = nil, environment: [String: String] = [:]) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-child-\(UUID().uuidString)").path
        outputPath = base + ".out"
        errorPath = base + ".err"
        dataFolder = base + ".data"
        let inputPath = base + ".in"
        if let input { _ = FileManager.default.createFile(atPath: inputPath, contents: Data(input.utf8)) }
        defer { try? FileManager.default.removeItem(atPath: inputPath) }
        let childEnvironment = ["HOME": "/nonexistent-photomania-test", "PATH": "/usr/bin:/bin", "XDG_DATA_HOME": dataFolder, "XDG_CACHE_HOME": dataFolder + "/cache"]
            .merging(Self.sanitizerOptions) { $1 }.merging(environment) { $1 }
        process = try SpawnedProcess(
            executable, arguments, environment: childEnvironment, input: input == nil ? .inherited : .file(inputPath), output: .file(outputPath), error: .file(errorPath)
        )
    }

    deinit {
        process.signal(SIGTERM)
        try? FileManager.default.removeItem(atPath: outputPath)
        try? FileManager.default.removeItem(atPath: errorPath)
        try? FileManager.default.removeItem(atPath: dataFolder)
    }

    var isRunning: Bool { process.isRunning }
    var processIdentifier: Int32 { process.processIdentifier }
    var standardOutput: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }
    var standardError: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }

    func interrupt() { process.signal(SIGINT) }

    /// SIGKILL: no handler runs, as after a crash or `kill -9`.
    func kill() { process.signal(SIGKILL) }

    /// SIGTERM, as `kill` and service managers send it.
    func terminate() { process.signal(SIGTERM) }

    /// The exit status, or nil if it was still running after `timeout` (then it is killed).
    func exitStatus(timeout: Double = 60) async -> Int32? {
        guard await eventually(timeout: timeout, { !process.isRunning }) else {
            process.signal(SIGTERM)
            return nil
        }
        return process.terminationStatus
    }

    /// Runs to the end and answers (status, stdout, stderr).
    static func run(_ arguments: [String], executable: String = ChildProcess.binary, input: String? = nil, environment: [String: String] = [:]) async throws -> (Int32?, String, String) {
        let child = try ChildProcess(arguments, executable: executable, input: input, environment: environment)
        let status = await child.exitStatus()
        return (status, child.standardOutput, child.standardError)
    }
}

/// Polls `condition` until it holds or `timeout` passes.
func eventually(timeout: Double, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return condition()
}

/// Whether this machine lets us make private namespaces (root in a sandbox that allows it).
enum Namespaces {
    static let network = works("-n")
    static let mount = works("-m")

    private static func works(_ flag: String) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = [flag, "/bin/true"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
