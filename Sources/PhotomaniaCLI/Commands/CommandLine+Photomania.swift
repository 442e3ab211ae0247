import PhotomaniaKit

/// The program's command line as the parser and `--help` see it: every command, the global
/// options and the closing help sections.
enum PhotomaniaCommandLine {
    static let commands: [any Command.Type] = [
        PhotosCommand.self, SearchCommand.self, PhotoCommand.self, CommentsCommand.self, UserCommand.self,
        GalleriesCommand.self, GalleryCommand.self, FriendsCommand.self, FollowersCommand.self, UsersCommand.self, VotesCommand.self,
        DownloadCommand.self, BrowseCommand.self, ArchiveCommand.self, CacheCommand.self, ConfigCommand.self, ServeCommand.self,
        LoginCommand.self, LogoutCommand.self, WhoamiCommand.self, VoteCommand.self, UnvoteCommand.self,
        FavoriteCommand.self, UnfavoriteCommand.self, CommentCommand.self, ReplyCommand.self,
        CompletionsCommand.self, ManPageCommand.self,
    ]

    static func command(named name: String?) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }

    static let spec = CommandLineSpec(
        program: "photomania",
        version: PhotomaniaVersion.current,
        summary: "Browse and collect photos from a 500px-style photo API.",
        commands: commands.map { $0.spec },
        globalOptions: [
            .value("api", "URL", help: "Base URL of a 500px-compatible API (default: the built-in demo)"),
            .value("consumer-key", "KEY", help: "API consumer key (or PHOTOMANIA_CONSUMER_KEY)"),
            .value("consumer-secret", "SECRET", help: "API consumer secret, for signing in (or PHOTOMANIA_CONSUMER_SECRET)"),
            .value("config", "FILE", help: "Config file (default ~/.config/photomania/config.json)"),
            .value("cache-dir", "DIR", help: "Cache folder: thumbnails and API answers (default ~/.cache/photomania)"),
            .flag("offline", help: "Never use the network: stored API answers only, however old (or PHOTOMANIA_OFFLINE=1)"),
            .flag("refresh", help: "Ask the server again for every API answer, past the cache"),
            .value("images", "MODE", help: "Draw pictures as kitty, iterm, blocks or none (default: detected)", known: ImageProtocol.allCases.map(\.rawValue)),
            .value("connect-timeout", "SECONDS", help: "Give up connecting after this long (default 10)"),
            .value("stall-timeout", "SECONDS", help: "Abort a transfer that receives nothing for this long (default 30)"),
            .value("timeout", "SECONDS", help: "Give up on an API answer that takes longer than this in all (default 60)"),
            .value("min-speed", "RATE", help: "Abort a download still averaging under RATE bytes/s after 30 s, e.g. 10k (default 1k; 0: never)"),
            .value("max-file-size", "SIZE", help: "Stop a download larger than SIZE, e.g. 100M (default 512M)"),
            .value("limit-rate", "RATE", help: "Receive at most RATE bytes/s, e.g. 500k or 2M, for all transfers together (all --jobs of a download)"),
            .value("proxy", "URL", help: "Send requests through this proxy, e.g. http://proxy:3128 or socks5h://host:1080 (default: libcurl's http_proxy, https_proxy or all_proxy; no_proxy is honoured either way)"),
            .value("user-agent", "TEXT", help: "Send this User-Agent header (default 'photomania/\(PhotomaniaVersion.current) (libcurl)')"),
            .flag("no-color", help: "No colours (also NO_COLOR)"),
            .flag("verbose", short: "v", help: "Log every request to stderr (keys redacted)"),
            .flag("quiet", short: "q", help: "Only errors on stderr"),
        ],
        exclusive: [["verbose", "quiet"], ["offline", "refresh"]],
        sections: [
            .text("Data", "Without --api, PHOTOMANIA_API or a config file, photomania starts its built-in demo server on 127.0.0.1 and uses its generated catalog."),
            .rows("Exit codes", [
                .init("0", "done (also when a reader closed the pipe early, as | head does)"), .init("1", "failed (network, server, bad response, disk, standard output not writable)"), .init("2", "usage error"),
                .init("3", "partly done: some downloads failed, or some photos were turned down"), .init("4", "the API refused the credentials"), .init("130", "interrupted (Ctrl-C)"),
                .init("143", "stopped by SIGTERM"), .init("129", "browse ended by SIGHUP"),
            ]),
        ]
    )
}
