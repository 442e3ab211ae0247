import Foundation
import PhotomaniaServer
import Synchronization

/// The built-in demo server of one run: started the first time a service needs it, over the kept
/// demo state so that a vote made by one command is seen by the next, and stopped when the run
/// ends.
final class DemoServerLifetime: Sendable {
    /// `${XDG_DATA_HOME}/photomania/demo-state.sqlite3`.
    let statePath: String
    /// Whether this command may create the state file (it signs in or writes); a command that
    /// only reads creates no file: no file is the same as an empty state.
    let writesState: Bool
    private let server = Mutex<DemoServer?>(nil)

    init(statePath: String, writesState: Bool) {
        self.statePath = statePath
        self.writesState = writesState
    }

    /// The running server and whether this call started it; `notice` says why the kept state
    /// could not be used, when it cannot.
    func started(notice: (String) -> Void) throws -> (server: DemoServer, isNew: Bool) {
        try server.withLock { server in
            if let server { return (server, false) }
            let started = try start(notice: notice)
            server = started
            return (started, true)
        }
    }

    /// In memory, with a notice, when the state file cannot be used.
    private func start(notice: (String) -> Void) throws -> DemoServer {
        guard writesState || FileManager.default.fileExists(atPath: statePath) else { return try DemoServer() }
        do {
            return try DemoServer(DemoServer.Configuration(statePath: statePath))
        } catch let error as DemoStateError {
            notice("\(error); this command's votes, comments and sign-ins are forgotten when it ends")
            return try DemoServer()
        }
    }

    /// Whether the server was started and is not stopped yet.
    var isRunning: Bool {
        server.withLock { $0 != nil }
    }

    func stop() {
        server.withLock { server in
            server?.stop()
            server = nil
        }
    }
}
