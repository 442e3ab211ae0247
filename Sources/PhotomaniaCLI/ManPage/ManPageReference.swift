import PhotomaniaKit

/// The parts of the man page that no option declares: the environment variables the program
/// reads and the files it keeps. A test checks that every variable the sources read is here.
enum ManPageReference {
    struct Entry: Sendable {
        let name: String
        let text: String
    }

    static var environment: [Entry] { [
        Entry(name: "PHOTOMANIA_PROVIDER", text: "The photo service (\(ServiceRegistry.current.defaultEntry.name) when unset) when --provider is not given; it wins over the config file's \"provider\"."),
        Entry(name: "PHOTOMANIA_API", text: "Base URL of the API when --api is not given; it wins over the config file's \"api\"."),
    ] + ServiceRegistry.current.entries.flatMap(serviceEnvironment) + [
        Entry(name: "PHOTOMANIA_OFFLINE", text: "1: work offline, as --offline; 0 or empty: normally."),
        Entry(name: "PHOTOMANIA_IMAGES", text: "kitty, iterm, sixel, blocks or none: how pictures are drawn when --images is not given, instead of guessing from the terminal."),
        Entry(name: "NO_COLOR", text: "Any value but the empty one turns colours off, as --no-color."),
        Entry(name: "TERM", text: "dumb turns colours and pictures off. TERM, TERM_PROGRAM, TMUX, STY, KITTY_WINDOW_ID and KITTY_PID also guide the guess of how to draw pictures; where they leave it open, the terminal is asked whether it speaks sixel (CSI c), and when it cannot be asked, WT_SESSION (Windows Terminal) and a TERM of foot mean sixel."),
        Entry(name: "COLUMNS", text: "Width of tables when standard output is not a terminal (default 80)."),
        Entry(name: "LINES", text: "Height of the window for photo --preview when the terminal does not say."),
        Entry(name: "VISUAL, EDITOR", text: "The editor for writing a comment when no TEXT is given (default vi)."),
        Entry(name: "XDG_CONFIG_HOME", text: "Holds photomania/config.json and photomania/credentials.json (default ~/.config)."),
        Entry(name: "XDG_CACHE_HOME", text: "Holds the photomania cache folder (default ~/.cache)."),
        Entry(name: "XDG_DATA_HOME", text: "Holds photomania/demo-state.sqlite3 (default ~/.local/share)."),
        Entry(name: "HOME", text: "The base of the default folders above."),
        Entry(name: "DISPLAY", text: "With WAYLAND_DISPLAY: whether 'login' in a browser opens the sign-in page with xdg-open (--no-browser does not)."),
        Entry(name: "WAYLAND_DISPLAY", text: "See DISPLAY."),
    ] }

    /// A service's key and secret variables, as its declaration names them.
    private static func serviceEnvironment(_ entry: ServiceRegistry.Entry) -> [Entry] {
        let access = entry.access
        let service = entry.name == ServiceRegistry.current.defaultEntry.name ? "\(access.title)'s" : "\(access.title)'s (with --provider \(entry.name))"
        let itself = access.publicBase.map { _ in "; with one, \(access.title) itself is used" } ?? ""
        return [
            access.keyVariable.map { Entry(name: $0, text: "\(service) API key when --consumer-key is not given\(itself).") },
            access.secretVariable.map { Entry(name: $0, text: "\(service) API secret, for signing in, when --consumer-secret is not given.") },
        ].compactMap { $0 }
    }

    static let files: [Entry] = [
        Entry(name: "~/.config/photomania/config.json", text: "Settings: api, consumer_key, consumer_secret, download_dir, jobs, size, filename, dir. Another file: --config."),
        Entry(name: "~/.config/photomania/credentials.json", text: "The signed-in tokens, one per API, beside the config file (mode 600)."),
        Entry(name: "~/.cache/photomania/", text: "thumbnails/ (up to 100 MiB) and http.sqlite3, the API answers (up to 50 MiB); see the cache command and --cache-dir."),
        Entry(name: "~/.local/share/photomania/demo-state.sqlite3", text: "Votes, favorites, comments and sign-ins of the built-in demo server (serve --state)."),
        Entry(name: "DIR/.photomania-archive.sqlite3", text: "The archive of a download folder: which photos are in it (download --archive, archive)."),
    ]
}
