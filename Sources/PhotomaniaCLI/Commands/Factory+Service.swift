import Foundation
import PhotomaniaKit
import PhotomaniaServer

extension Factory {
    /// The chosen provider's service on a client for its API base: the configured one, or the
    /// built-in demo server's, started now.
    func standardService() throws -> any PhotoService {
        settings.provider.make(try apiClient())
    }

    /// A client of the API base with this run's transport, signed as the kept account; a
    /// remote API's answers go through the HTTP cache.
    private func apiClient() throws -> APIClient {
        var transport = settings.transport
        // The built-in server is on this machine's loopback: a proxy (--proxy, http_proxy)
        // elsewhere could not reach it.
        if settings.api == .builtInDemo { transport.noProxy = "127.0.0.1,localhost,::1" }
        if settings.verbose {
            let standardError = console.standardError
            transport.log = { line in standardError.write("photomania: \(sanitizedForTerminal(line, singleLine: true))\n") }
        }
        var configuration = APIConfiguration(baseURL: try apiBase(), consumerKey: settings.consumerKey ?? demoKey)
        configuration.credentials = signedInCredentials()
        configuration.pacer = callPacer
        let session = try Session(configuration: transport)
        // A server's Retry-After is waited for as long as --timeout allows.
        let retryPolicy = RetryPolicy(maxDelay: transport.requestTimeout)
        // The built-in server runs in this process and needs no network: its answers are not
        // kept (their image URLs name this run's port), and it works the same offline.
        guard case .remote = settings.api else { return APIClient(session: session, configuration: configuration, retryPolicy: retryPolicy) }
        let store = httpCacheStore.withLock { store in
            if let store { return store }
            let opened = HTTPCacheStore(path: httpCachePath)
            store = opened
            return opened
        }
        let cache = HTTPCache(store: store, mode: settings.cacheMode)
        return APIClient(session: session, configuration: configuration, retryPolicy: retryPolicy, cache: cache) { [self] outcome in
            guard case .offlineCopy(let age) = outcome, offlineNoticeDue.withLock({ due in defer { due = false }; return due }) else { return }
            notice("offline: showing the copy from " + (age < 60 ? "\(Int(age)) s ago" : formatRelative(Date(timeIntervalSinceNow: -age))))
        }
    }

    /// What the archive files this run's photos under: the service's name, or when the built-in
    /// demo answers for it, the demo's (`demo-flickr`), which no real service's can equal.
    var archiveOrigin: ServiceName {
        answersFromBuiltInDemo ? settings.provider.name.demo : settings.provider.name
    }

    /// The configured API base, or the built-in demo server's, said once: to a person at a
    /// terminal, and to a script when the command saves files (a script reading stderr
    /// otherwise gets no news it did not ask for).
    private func apiBase() throws -> String {
        switch settings.api {
        case .remote(let url):
            return url
        case .builtInDemo:
            let (server, isNew) = try demoServer.started(notice: notice)
            let access = settings.provider.access
            if isNew, savesFiles || console.standardError.isTerminal {
                notice(demoNotice(access))
            }
            return server.origin + access.demoPath
        }
    }

    /// That the built-in demo answers, how its photos are filed, and how to reach the service
    /// itself.
    private func demoNotice(_ access: ServiceAccess) -> String {
        let answered = "the built-in demo catalog answers, not \(access.title)" + (savesFiles ? ", and its photos are archived as \(archiveOrigin)" : "")
        guard let keyVariable = access.keyVariable else {
            return answered + (access.publicBase.map { "; for \(access.title) itself give --api \($0)" } ?? " (give --api or PHOTOMANIA_API for another server)")
        }
        guard let keySource = access.keySource else { return answered + " (give --api or PHOTOMANIA_API for another server)" }
        return answered + "; for \(access.title) itself give a key with --consumer-key or \(keyVariable): \(keySource)"
    }

    /// The key a demo face given no key takes when it wants one: the demo's (a real service
    /// answers it with "invalid key", and the hint says where to get one).
    private var demoKey: String? {
        settings.provider.access.demoWantsKey ? DemoAccounts.consumerKey : nil
    }
}
