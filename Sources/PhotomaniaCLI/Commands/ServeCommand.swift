import Foundation
import PhotomaniaKit
import PhotomaniaServer

/// `photomania serve`: the built-in demo API for other clients, until Ctrl-C or SIGTERM.
struct ServeCommand: Command {
    static var spec: CommandSpec {
        let faces = ServiceRegistry.current.entries.map { "\($0.access.title) at \($0.access.demoPath)" }
        let signIns = ServiceRegistry.current.entries.compactMap { entry in entry.capabilities.signIn.map { signIn(to: entry.access.title, $0) } }
        return CommandSpec(
            "serve",
            summary: "Run the built-in demo server (" + faces.joined(separator: ", ") + ")",
            options: [host.spec, port.spec, photos.spec, newPhotos.spec, imageBase.spec, state.spec, reset.spec, maxAge.spec, faults.spec],
            discussion: "With --consumer-key, requests must carry that key (401 otherwise). " + signIns.joined(separator: " "),
            examples: [
                "photomania serve --port 8500", "photomania --api http://127.0.0.1:8500/v1 photos",
                "echo \(DemoAccounts.password) | photomania --api http://127.0.0.1:8500/v1 --consumer-key \(DemoAccounts.consumerKey) --consumer-secret \(DemoAccounts.consumerSecret) login --username \(DemoAccounts.username) --password-stdin",
            ]
        )
    }

    /// How a face of the demo server is signed in to: its demo account and keys, printed on purpose.
    private static func signIn(to title: String, _ method: SignInMethod) -> String {
        switch method {
        case .password:
            "Signing in to its \(title) face uses the demo account '\(DemoAccounts.username)', password '\(DemoAccounts.password)', and the consumer key '\(DemoAccounts.consumerKey)' with the secret '\(DemoAccounts.consumerSecret)': demo values, printed on purpose."
        case .oauthVerifier:
            "Its \(title) face signs in with a verifier: its authorize page approves as the demo user and shows the code."
        }
    }

    static let host: Option<String?> = .text("host", "ADDRESS", help: "Address to listen on (default 127.0.0.1)")
    static let port: Option<Int?> = .number("port", help: "Port to listen on (default 8500; 0 picks a free one)", in: 0...65535)
    static let photos: Option<Int?> = .number("photos", help: "Photos in the generated catalog (default 240)", in: 1...100_000)
    static let newPhotos: Option<Int?> = .number(
        "new-photos", help: "Add N photos that the demo user uploaded seconds ago, as if new since an earlier run", in: 0...50
    )
    static let imageBase: Option<String?> = .text("image-base", "URL", help: "Serve image URLs under this base (a CDN in front)")
    static let state: Option<String?> = .text("state", "FILE", help: "Keep votes, favorites, comments and sign-ins here (default ~/.local/share/photomania/demo-state.sqlite3, shared with the built-in server)")
    static let reset: Option<Bool> = .flag("reset", help: "Start from an empty state: forget every vote, favorite, comment and sign-in")
    static let maxAge: Option<Int?> = .number("max-age", "SECONDS", help: "How long clients may keep API answers (default 60 for lists, 300 for one photo, user or gallery)", in: 0...31_536_000)
    static let faults: Option<String?> = .text("faults", "SPEC", help: "Misbehave on purpose, e.g. 'path=/images/*+first=2:status=503,retry-after=1'")

    let configuration: DemoServer.Configuration

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        var configuration = DemoServer.Configuration()
        configuration.host = try parsed[Self.host] ?? "127.0.0.1"
        configuration.port = try parsed[Self.port] ?? 8500
        configuration.photoCount = try parsed[Self.photos] ?? configuration.photoCount
        configuration.newPhotos = try parsed[Self.newPhotos] ?? 0
        configuration.imageBase = try parsed[Self.imageBase]
        configuration.requiredConsumerKey = try parsed[GlobalOptions.consumerKey]
        configuration.statePath = try parsed[Self.state] ?? settings.demoStatePath
        configuration.resetState = parsed[Self.reset]
        configuration.maxAge = try parsed[Self.maxAge]
        if let spec = try parsed[Self.faults] {
            do {
                configuration.faults = try FaultPlan(parsing: spec)
            } catch {
                throw parsed.usageError("'--faults' is not valid: \(error)", hint: "it takes rules such as 'path=/images/*+first=2:status=503,retry-after=1'")
            }
        }
        self.configuration = configuration
    }

    func run(_ context: Factory) async throws -> ExitCode {
        var configuration = self.configuration
        if context.settings.verbose {
            let standardError = context.console.standardError
            configuration.log = { line in standardError.write(line + "\n") }
        }
        let server: DemoServer
        do {
            server = try DemoServer(configuration)
        } catch let error as DemoStateError {
            throw CommandFailure(message: "\(error)", hint: "pass --state FILE for another file, or --reset to start clean")
        } catch {
            throw Self.failure(error, host: configuration.host, port: configuration.port)
        }
        let faces = ServiceRegistry.current.entries.map { "\($0.access.title) at \(server.origin + $0.access.demoPath)" }
        context.console.print("serving \(server.catalog.photoCount) demo photos: " + faces.joined(separator: " · ") + " (Ctrl-C stops)")
        let signals = InterruptSignals()
        for await _ in signals.interrupted { break }
        signals.restore()
        server.stop()
        return .success
    }

    /// Why the server could not start, and the one option that helps (said once: the server's
    /// own sentences already advise, so they are reworded here rather than quoted).
    static func failure(_ error: any Error, host: String, port: Int) -> CommandFailure {
        let place = "cannot serve on \(host):\(port)"
        guard let error = error as? HTTPServerError else { return CommandFailure(message: "\(place): \(error)") }
        return switch error {
        case .addressInUse: CommandFailure(message: "\(place): that port is already in use", hint: "pick another --port (0 picks a free one)")
        case .permissionDenied: CommandFailure(message: "\(place): this user may not use that port", hint: "pick a --port above 1023")
        case .addressNotAvailable: CommandFailure(message: "\(place): that address does not belong to this machine", hint: "pick another --host, e.g. 127.0.0.1")
        case .unknownHost: CommandFailure(message: "\(place): '\(host)' is neither an IP address nor a known host name", hint: "pick another --host, e.g. 127.0.0.1")
        case .invalidPort: CommandFailure(message: "\(place): ports run from 0 to 65535", hint: "pick another --port")
        case .systemCallFailed(let call, let reason): CommandFailure(message: "\(place): \(call)() failed: \(reason)")
        }
    }
}
