import CLinux
import Foundation
import Synchronization

/// A child started with `posix_spawn`, for the tests: Foundation's `Process.run()` can crash on
/// Linux (an over-read of `/proc/self/fd` entries, swift-corelibs-foundation PR #5472), and it
/// watches a child's exit through a socket the child inherits. This child inherits nothing past
/// stderr, has no signal blocked, and is reaped when asked about.
final class SpawnedProcess: Sendable {
    /// Where a standard stream goes: a file (read or written), or nowhere.
    enum Stream {
        case file(String)
        case null
        case inherited
    }

    let processIdentifier: pid_t
    /// The wait status once reaped.
    private let reaped = Mutex<Int32?>(nil)

    init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
         input: Stream = .inherited, output: Stream = .null, error: Stream = .null) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, stream, flags) in [(STDIN_FILENO, input, O_RDONLY), (STDOUT_FILENO, output, O_WRONLY | O_CREAT | O_TRUNC), (STDERR_FILENO, error, O_WRONLY | O_CREAT | O_TRUNC)] {
            switch stream {
            case .file(let path): posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0o600)
            case .null: posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", flags & ~(O_CREAT | O_TRUNC), 0)
            case .inherited: break
            }
        }
        posix_spawn_file_actions_addclosefrom_np(&actions, STDERR_FILENO + 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var nothing = sigset_t()
        sigemptyset(&nothing)
        posix_spawnattr_setsigmask(&attributes, &nothing)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp: [UnsafeMutablePointer<CChar>?] = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        processIdentifier = child
    }

    deinit {
        if isRunning { kill(processIdentifier, SIGKILL) }
        _ = waitStatus(blocking: true)
    }

    var isRunning: Bool { waitStatus(blocking: false) == nil }

    /// The exit status, or the signal that ended it (as Foundation's `terminationStatus` says).
    var terminationStatus: Int32 {
        guard let status = waitStatus(blocking: false) else { return -1 }
        return status & 0x7f == 0 ? (status >> 8) & 0xff : status & 0x7f
    }

    func signal(_ signal: Int32) {
        if isRunning { kill(processIdentifier, signal) }
    }

    /// Waits for the end on this thread: for short commands only.
    func waitUntilExit() {
        _ = waitStatus(blocking: true)
    }

    private func waitStatus(blocking: Bool) -> Int32? {
        reaped.withLock { reaped in
            if let reaped { return reaped }
            var status: Int32 = 0
            var result: pid_t
            repeat { result = waitpid(processIdentifier, &status, blocking ? 0 : WNOHANG) } while result < 0 && errno == EINTR
            if result == processIdentifier { reaped = status }
            return reaped
        }
    }
}
