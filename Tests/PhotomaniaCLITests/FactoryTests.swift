import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Synchronization
import Testing

@testable import PhotomaniaCLI

/// The factory commands are built from: it makes the service on first use and once, starts the
/// built-in demo server only when a service needs it, ends it with the run, and takes a test's
/// own service instead.
@Suite struct FactoryTests {
    /// Its caches and demo state in `folder`, which the test removes.
    private func makeFactory(_ arguments: [String], in folder: String, makeService: Factory.ServiceMaker? = nil) throws -> (Factory, CapturedOutput) {
        let parsed = try parse(arguments: arguments, spec: PhotomaniaCommandLine.spec)
        let environment = isolatedEnvironment(dataFolder: folder)
        let errors = CapturedOutput()
        let console = Console(standardOutput: CapturedOutput(), standardError: errors, environment: environment)
        let settings = try Settings.resolve(parsed, environment: environment)
        return (Factory(parsed: parsed, settings: settings, console: console, makeService: makeService), errors)
    }

    private static func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("photomania-factory-\(UUID().uuidString)").path
    }

    @Test func theServiceIsMadeOnFirstUseAndOnceForTheRun() async throws {
        try await withDemoServer { server in
            let made = Mutex(0)
            let folder = Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let (factory, _) = try makeFactory(["photos"], in: folder) { _ in
                made.withLock { $0 += 1 }
                return FiveHundredPx(api: APIClient(session: try Session(), configuration: APIConfiguration(baseURL: server.baseURL)))
            }
            #expect(made.withLock { $0 } == 0, "nothing is made before a command asks")
            let first = try factory.service()
            let second = try factory.service()
            #expect(made.withLock { $0 } == 1)
            #expect(first.session === second.session, "the same service, on the same connections")
            await factory.finish()
        }
    }

    @Test func theDemoServerStartsWithTheFirstServiceAndEndsWithTheRun() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (factory, _) = try makeFactory(["photos"], in: folder)
        #expect(!factory.demoServer.isRunning, "no server before a command needs one")
        let service = try factory.service()
        #expect(factory.demoServer.isRunning)
        let page = try await service.photoPage(of: .stream(.popular), at: .number(1), perPage: 3, imageSizes: [], as: Photo.self)
        #expect(page.items.count == 3, "the service talks to the server the factory started")
        await factory.finish()
        #expect(!factory.demoServer.isRunning)
        let (remote, _) = try makeFactory(["--api", "http://127.0.0.1:9/v1", "photos"], in: folder)
        _ = try remote.service()
        #expect(!remote.demoServer.isRunning, "with --api there is no demo server to start")
        await remote.finish()
    }

    @Test func aCommandRunsOnTheServiceATestGives() async throws {
        var configuration = DemoServer.Configuration(referenceDate: Date(timeIntervalSince1970: 1_795_000_000))
        configuration.photoCount = 1200
        let server = try DemoServer(configuration)
        defer { server.stop() }
        let output = CapturedOutput()
        let errors = CapturedOutput()
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let console = Console(standardOutput: output, standardError: errors, environment: isolatedEnvironment(dataFolder: folder))
        let status = await Photomania.run(arguments: ["photos", "--rpp", "100", "--json", "id"], console: console) { _ in
            FiveHundredPx(api: APIClient(session: try Session(), configuration: APIConfiguration(baseURL: server.baseURL)))
        }
        #expect(status == 0, "\(errors.text)")
        // The test's server holds 1200 photos, the built-in demo 240: the lists and their
        // closing lines are the test server's.
        let throughTheAPI = await photomania(["--api", server.baseURL, "photos", "--rpp", "100", "--json", "id"])
        let builtIn = await photomania(["photos", "--rpp", "100", "--json", "id"])
        #expect(output.text == throughTheAPI.standardOutput)
        #expect(errors.text == throughTheAPI.standardError)
        #expect(errors.text != builtIn.standardError, "\(errors.text)")
    }
}
