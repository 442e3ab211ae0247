import Foundation
import PhotomaniaKit
import PhotomaniaServer

/// `photomania serve`: the built-in demo API for other clients, until Ctrl-C or SIGTERM.
enum ServeCommand {
    static func run(_ context: CommandContext) async throws -> ExitCode {
        let parsed = context.parsed
        var configuration = DemoServer.Configuration()
        configuration.host = parsed.value("host") ?? "127.0.0.1"
        configuration.port = try parsed.int("port", range: 0...65535) ?? 8500
        configuration.photoCount = try parsed.int("photos", range: 1...100_000) ?? configuration.photoCount
        configuration.imageBase = parsed.value("image-base")
        configuration.requiredConsumerKey = parsed.value("consumer-key")
        if let spec = parsed.value("faults") {
            do {
                configuration.faults = try FaultPlan(parsing: spec)
            } catch {
                throw parsed.usageError("'--faults' is not valid: \(error)", hint: "see 'photomania serve --help' for the grammar")
            }
        }
        if context.settings.verbose {
            let standardError = context.console.standardError
            configuration.log = { line in standardError.write(line + "\n") }
        }
        let server: DemoServer
        do {
            server = try DemoServer(configuration)
        } catch {
            throw CommandFailure(message: "cannot serve on \(configuration.host):\(configuration.port): \(error)", hint: "pick another --port")
        }
        context.console.print("serving \(configuration.photoCount) demo photos at \(server.baseURL) (Ctrl-C stops)")
        let (interrupted, notify) = AsyncStream.makeStream(of: Void.self)
        let signals = InterruptSignals(onInterrupt: { notify.yield() })
        for await _ in interrupted { break }
        signals.restore()
        server.stop()
        return .success
    }
}
