import Foundation
import PhotomaniaServer
import Testing

/// A proxy from `http_proxy` that nobody answers: the error names that proxy, as it does for
/// `--proxy`, not the API behind it.
@Suite(.enabled(if: ChildProcess.binaryExists, "needs the built photomania"))
struct ProxyNamingTests {
    @Test func aDeadProxyFromTheEnvironmentIsTheOneNamed() async throws {
        let nobody = try HTTPServer(handler: DocumentedExamplesHandler())
        let port = nobody.port
        nobody.stop()
        try await withDemoServer { origin in
            let (status, _, errors) = try await ChildProcess.run(
                ["--api", origin.baseURL, "photos", "--rpp", "2"], environment: ["http_proxy": "http://127.0.0.1:\(port)"])
            #expect(status == 1)
            #expect(errors.contains("could not connect: the proxy 127.0.0.1:\(port) (for 127.0.0.1:\(origin.port)) refused the connection or is unreachable"), "\(errors)")
            #expect(origin.statistics.requests == 0)
        }
    }
}
