import Foundation
import PhotomaniaServer
import Testing

/// `--proxy` and the proxy variables libcurl reads, in child processes: their environment is
/// the bare one `ChildProcess` gives, so a developer's own `no_proxy` cannot interfere. A second
/// demo server stands in for the proxy: it answers the absolute-form requests a plain-http proxy
/// receives (`GET http://127.0.0.1:PORT/v1/photos HTTP/1.1`) from its own, identical, catalog.
@Suite("Proxies: --proxy, http_proxy and no_proxy")
struct ProxyTests {
    private func photos(_ arguments: [String], environment: [String: String] = [:]) async throws -> (Int32?, String, String) {
        try #require(ChildProcess.binaryExists, "build photomania first: \(ChildProcess.binary)")
        return try await ChildProcess.run(arguments + ["photos", "--rpp", "3"], environment: environment)
    }

    @Test func proxyCarriesTheRequests() async throws {
        try await withDemoServer { origin in
            try await withDemoServer { proxy in
                let (status, stdout, stderr) = try await photos(["--api", origin.baseURL, "--proxy", "http://127.0.0.1:\(proxy.port)"])
                #expect(status == 0, "\(stderr)")
                #expect(stdout.split(separator: "\n").count == 4, "a header and 3 photos")
                #expect(proxy.statistics.requestsByPath["/v1/photos"] == 1)
                #expect(origin.statistics.requests == 0)
            }
        }
    }

    @Test func httpProxyFromTheEnvironmentIsHonouredAndNoProxyBypassesIt() async throws {
        try await withDemoServer { origin in
            try await withDemoServer { proxy in
                let viaProxy = try await photos(["--api", origin.baseURL], environment: ["http_proxy": "http://127.0.0.1:\(proxy.port)"])
                #expect(viaProxy.0 == 0, "\(viaProxy.2)")
                #expect(proxy.statistics.requests == 1)
                #expect(origin.statistics.requests == 0)

                let direct = try await photos(["--api", origin.baseURL], environment: ["http_proxy": "http://127.0.0.1:\(proxy.port)", "no_proxy": "127.0.0.1"])
                #expect(direct.0 == 0, "\(direct.2)")
                #expect(proxy.statistics.requests == 1)
                #expect(origin.statistics.requests == 1)
            }
        }
    }

    /// The built-in server lives on this machine's loopback, where no proxy could reach it.
    @Test func theBuiltInDemoIsReachedDirectlyWhateverTheProxy() async throws {
        let nobody = try HTTPServer(handler: DocumentedExamplesHandler())
        let port = nobody.port
        nobody.stop()
        let (status, stdout, stderr) = try await photos(["--proxy", "http://127.0.0.1:\(port)"], environment: ["http_proxy": "http://127.0.0.1:\(port)"])
        #expect(status == 0, "\(stderr)")
        #expect(stdout.split(separator: "\n").count == 4)
    }

    /// A proxy that refuses: one attempt, the hint, exit 1.
    @Test func aRefusingProxyFailsAtOnce() async throws {
        let nobody = try HTTPServer(handler: DocumentedExamplesHandler())
        let port = nobody.port
        nobody.stop()
        try await withDemoServer { origin in
            let (status, _, stderr) = try await photos(["--api", origin.baseURL, "--proxy", "127.0.0.1:\(port)", "--verbose"])
            #expect(status == 1)
            #expect(!stderr.contains("retrying"), "\(stderr)")
            #expect(stderr.contains("could not connect: the proxy 127.0.0.1:\(port) (for 127.0.0.1:\(origin.port)) refused the connection or is unreachable"), "\(stderr)")
            #expect(stderr.hasSuffix("check your network or --api\n"), "\(stderr)")
            #expect(origin.statistics.requests == 0)
        }
    }
}
