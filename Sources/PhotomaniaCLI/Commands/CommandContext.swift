import Foundation
import PhotomaniaKit
import PhotomaniaOAuth
import PhotomaniaServer
import Synchronization

/// What a command works with: its arguments, the resolved settings, the console, and the API
/// (the built-in demo server is started the first time a command asks for it).
final class CommandContext: Sendable {
    let parsed: ParsedCommandLine
    let settings: Settings
    let console: Console
    let writesDemoState: Bool
    private let demoServer = Mutex<DemoServer?>(nil)
    private let loaders = Mutex<[ThumbnailLoader]>([])

    init(parsed: ParsedCommandLine, settings: Settings, console: Console, writesDemoState: Bool = false) {
        self.parsed = parsed
        self.settings = settings
        self.console = console
        self.writesDemoState = writesDemoState
    }

    /// The photo service commands talk to: the registry's default, on this run's client.
    func service() throws -> any PhotoService {
        ServiceRegistry.standard.defaultEntry.make(try api())
    }

    private func api() throws -> APIClient {
        var transport = settings.transport
        // The built-in server is on this machine's loopback: a proxy (--proxy, http_proxy)
        // elsewhere could not reach it.
        if settings.api == .builtInDemo { transport.noProxy = "127.0.0.1,localhost,::1" }
        if settings.verbose {
            let standardError = console.standardError
            transport.log = { line in standardError.write("photomania: \(sanitizedForTerminal(line, singleLine: true))\n") }
        }
        let (configuration, session) = (try apiConfiguration(), try Session(configuration: transport))
        // The built-in server runs in this process and needs no network: its answers are not
        // kept (their image URLs name this run's port), and it works the same offline.
        guard case .remote = settings.api else { return APIClient(session: session, configuration: configuration) }
        let store = httpCacheStore.withLock { store in
            if let store { return store }
            let opened = HTTPCacheStore(path: httpCachePath)
            store = opened
            return opened
        }
        let cache = HTTPCache(store: store, mode: settings.cacheMode)
        return APIClient(session: session, configuration: configuration, cache: cache) { [self] outcome in
            guard case .offlineCopy(let age) = outcome, offlineNoticeDue.withLock({ due in defer { due = false }; return due }) else { return }
            notice("offline: showing the copy from " + (age < 60 ? "\(Int(age)) s ago" : formatRelative(Date(timeIntervalSinceNow: -age))))
        }
    }

    /// Whether "offline: showing the copy…" is still to be said: once a run is enough.
    private let offlineNoticeDue = Mutex(true)
    /// The HTTP cache's file, opened by the first client a command asks for.
    private let httpCacheStore = Mutex<HTTPCacheStore?>(nil)

    private func apiConfiguration() throws -> APIConfiguration {
        var configuration = try baseConfiguration()
        configuration.credentials = signedInCredentials()
        return configuration
    }

    /// The name this API's account is kept under: its base URL, or the built-in demo's (whose
    /// port changes from run to run).
    var accountKey: String {
        switch settings.api {
        case .remote(let url): url
        case .builtInDemo: "built-in demo"
        }
    }

    /// The API as messages name it.
    var apiName: String {
        switch settings.api {
        case .remote(let url): Redaction.redact(url)
        case .builtInDemo: "the built-in demo server"
        }
    }

    var credentialStore: CredentialStore { CredentialStore(path: settings.credentialsPath) }

    /// The application's key and secret for signing: the configured ones, or, for the built-in
    /// demo, its documented demo values. Nil when no secret is known.
    var consumer: OAuthCredentials? {
        switch (settings.consumerKey, settings.consumerSecret, settings.api) {
        case (let key?, let secret?, _): OAuthCredentials(consumerKey: key, consumerSecret: secret)
        case (nil, nil, .builtInDemo): OAuthCredentials(consumerKey: DemoAccounts.consumerKey, consumerSecret: DemoAccounts.consumerSecret)
        default: nil
        }
    }

    /// The signed-in user's token for this API, with the consumer secret; nil when not signed in
    /// (a credentials file others may read is passed over with a notice).
    private func signedInCredentials() -> OAuthCredentials? {
        do {
            guard let account = try credentialStore.account(for: accountKey), let consumer else { return nil }
            return OAuthCredentials(consumerKey: account.consumerKey, consumerSecret: consumer.consumerSecret, token: account.token, tokenSecret: account.tokenSecret)
        } catch {
            notice(error.message + (error.hint.map { "; " + $0 } ?? ""))
            return nil
        }
    }

    private func baseConfiguration() throws -> APIConfiguration {
        switch settings.api {
        case .remote(let url):
            return APIConfiguration(baseURL: url, consumerKey: settings.consumerKey)
        case .builtInDemo:
            let (server, isNew) = try demoServer.withLock { server in
                if let server { return (server, false) }
                let started = try startDemoServer()
                server = started
                return (started, true)
            }
            // For a person at a terminal: a script reading stderr gets no news it did not ask for.
            if isNew, console.standardError.isTerminal {
                notice("using the built-in demo catalog at \(server.baseURL) (set --api or PHOTOMANIA_API for another API)")
            }
            return APIConfiguration(baseURL: server.baseURL, consumerKey: settings.consumerKey)
        }
    }

    /// The built-in server over the kept demo state, so that a vote made by one command is seen by
    /// the next; in memory, with a notice, when that file cannot be used. A command that only
    /// reads creates no file: no file is the same as an empty state.
    private func startDemoServer() throws -> DemoServer {
        let path = settings.demoStatePath
        guard writesDemoState || FileManager.default.fileExists(atPath: path) else { return try DemoServer() }
        do {
            return try DemoServer(DemoServer.Configuration(statePath: path))
        } catch let error as DemoStateError {
            notice("\(error); this command's votes, comments and sign-ins are forgotten when it ends")
            return try DemoServer()
        }
    }

    /// How pictures are drawn here: `--images`, else what the terminal supports.
    var pictures: PictureDrawing {
        PictureDrawing(requested: settings.images, environment: console.environment, isTerminal: console.standardOutput.isTerminal)
    }

    /// Thumbnails for this run: memory, the disk cache (`--cache-dir`), then the API's images.
    func thumbnailLoader(session: Session) -> ThumbnailLoader {
        let loader = ThumbnailLoader(session: session, disk: DiskCache(directory: thumbnailDirectory), offline: settings.cacheMode == .offline && settings.api != .builtInDemo)
        loaders.withLock { $0.append(loader) }
        return loader
    }

    var thumbnailDirectory: String { settings.cacheFolder + "/thumbnails" }
    var httpCachePath: String { settings.cacheFolder + "/http.sqlite3" }

    /// A list's closing line (`page 1/9 · 82 photos`): under the output on a terminal; on stderr
    /// when stdout is data (a pipe, or `--json`), where `--quiet` silences it.
    func printSummary(_ line: String, json: Bool) {
        if console.standardOutput.isTerminal && !json {
            console.print(wrap(line, toWidth: console.width).joined(separator: "\n"))
        } else if !settings.quiet {
            console.standardError.write(line + "\n")
        }
    }

    /// An archive just opened, after saying so if its write-ahead log was damaged.
    func opened(_ archive: DownloadArchive) -> DownloadArchive {
        if archive.lostDamagedLog {
            notice("the archive's log \(archive.path)-wal was damaged: the downloads recorded there are no longer in the archive; 'photomania archive import' records the files again")
        }
        return archive
    }

    /// A line on stderr that `--quiet` silences.
    func notice(_ text: String) {
        guard !settings.quiet else { return }
        console.standardError.write("photomania: \(text)\n")
    }

    /// Ends what the run started: thumbnail work still running, then the demo server.
    func finish() async {
        for loader in loaders.withLock({ $0 }) { await loader.shutDown() }
        demoServer.withLock { server in
            server?.stop()
            server = nil
        }
    }
}
