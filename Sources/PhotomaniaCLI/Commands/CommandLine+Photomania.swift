import PhotomaniaKit

/// Every command, option and help text of photomania, as the parser and `--help` see them.
enum PhotomaniaCommandLine {
    static let features = Feature.allCases.map(\.rawValue).joined(separator: ", ")
    static let streamSorts = SortField.allCases.filter { !$0.isSearchOnly }.map(\.rawValue).joined(separator: ", ")
    static let sizeHelp = "Image size: an id (1-6, 20, 21, 30, 31, 100, 200, 440, 600, 1080, 1600, 2048) or tiny/small/medium/large/xlarge"

    static let paging: [OptionSpec] = [
        .value("page", "N", help: "Show page N (default 1)"),
        .value("pages", "A-B", help: "Walk pages A to B"),
        .flag("all", help: "Walk every page"),
        .value("rpp", "N", help: "Photos per page, 1-100 (default 20)"),
        .flag("nsfw", help: "Also show photos marked NSFW (hidden by default)"),
        .flag("json", help: "Print a JSON array instead of a table"),
        .flag("thumbs", help: "Draw each photo's thumbnail beside it (on a terminal)"),
    ]

    static let photos = CommandSpec(
        "photos",
        summary: "List a photo stream: popular, upcoming, editors, fresh today, a user's",
        options: [
            .value("feature", "F", short: "f", help: "The stream (default popular): " + features),
            .repeatable("category", "NAME", help: "Only this category, by name or id (repeatable)"),
            .repeatable("exclude", "NAME", help: "Leave out this category (repeatable)"),
            .value("sort", "FIELD", help: "Sort by " + streamSorts),
            .flag("asc", help: "Sort ascending"),
            .value("user", "NAME", short: "u", help: "A user's photos (username or id; implies --feature user)"),
        ] + paging,
        exclusive: [["page", "pages", "all"]],
        examples: ["photomania photos --feature editors --rpp 50", "photomania photos --category Landscapes --sort rating --pages 1-3"]
    )

    static let search = CommandSpec(
        "search",
        summary: "Search photos by keyword or tag",
        options: [
            .flag("tag", help: "TERM is a complete tag, not a keyword"),
            .repeatable("category", "NAME", help: "Only this category, by name or id (repeatable)"),
            .value("sort", "FIELD", help: "Sort by _score or " + streamSorts),
        ] + paging,
        positionals: [.required("TERM", help: "What to look for")],
        exclusive: [["page", "pages", "all"]],
        examples: ["photomania search lighthouse", "photomania search --tag night --all --json"]
    )

    static let photo = CommandSpec(
        "photo",
        summary: "Show one photo's details",
        options: [
            .value("size", "SIZE", help: sizeHelp),
            .flag("preview", help: "Draw the photo in the terminal"),
            .flag("json", help: "Print the photo as JSON"),
        ],
        positionals: [.required("ID", help: "The photo's id")],
        examples: ["photomania photo 4928401", "photomania photo 4928401 --size 2048 --json"]
    )

    static let comments = CommandSpec(
        "comments",
        summary: "Read a photo's comments",
        options: [
            .value("page", "N", help: "Show page N of 20 comments (default 1)"),
            .flag("all", help: "Show every page"),
            .flag("nested", help: "Indent replies under their comment"),
            .flag("json", help: "Print a JSON array"),
        ],
        positionals: [.required("ID", help: "The photo's id")],
        exclusive: [["page", "all"]]
    )

    static let user = CommandSpec(
        "user",
        summary: "Show a user's profile",
        options: [.flag("json", help: "Print the user as JSON")],
        positionals: [.required("USER", help: "A username or a numeric id")]
    )

    static let download = CommandSpec(
        "download",
        summary: "Download photos into <id>.<name> files, resumably, with progress",
        options: [
            .value("feature", "F", short: "f", help: "Download a stream: " + features),
            .value("search", "TERM", help: "Download a search's results"),
            .value("user", "NAME", short: "u", help: "Download a user's photos"),
            .value("pages", "A-B", help: "Walk pages A to B (100 photos a page)"),
            .flag("all", help: "Walk every page"),
            .value("limit", "N", help: "Stop after N photos"),
            .value("size", "SIZE", help: sizeHelp + " (default: the largest offered)"),
            .value("output", "DIR", short: "o", help: "Directory for the files (default: the current one)"),
            .value("jobs", "N", short: "j", help: "Transfers at once (default 6)"),
            .value("archive", "FILE", help: "Archive of downloaded photos (default DIR/.photomania-archive.sqlite3)"),
            .flag("no-archive", help: "Keep no archive"),
            .value("retries", "N", help: "Retries of a failed photo (default 3)"),
            .flag("force", help: "Download again even when archived"),
            .flag("verify", help: "Also decode each JPEG before naming it (slower: catches damage inside the image data)"),
            .flag("dry-run", help: "List what would be fetched and the file names"),
            .flag("nsfw", help: "Include photos marked NSFW"),
            .flag("json", help: "Print JSON Lines events on stdout"),
        ],
        positionals: [.variadic("ID", minimum: 0, help: "Photo ids")],
        exclusive: [["pages", "all"], ["archive", "no-archive"], ["feature", "search"]],
        discussion: "Files are written as <id>.<name>.part and renamed when complete. Run the same command again to resume.",
        examples: ["photomania download 1006721 1000344", "photomania download --feature popular --limit 50 -o photos", "photomania download --user jose_alvarez --all --size 1080"]
    )

    static let browse = CommandSpec(
        "browse",
        summary: "Page through photos interactively, with thumbnails (press ? for keys)",
        options: [
            .value("feature", "F", short: "f", help: "Start with this stream (default popular): " + features),
            .value("search", "TERM", help: "Start with a search"),
            .value("user", "NAME", short: "u", help: "Start with a user's photos"),
            .value("page", "N", help: "Start at page N (default 1)"),
            .value("rpp", "N", help: "Photos per page, 1-100 (default 20)"),
            .flag("nsfw", help: "Also show photos marked NSFW (hidden by default)"),
            .value("output", "DIR", short: "o", help: "Where d saves photos (default: the current directory)"),
        ],
        exclusive: [["feature", "search", "user"]],
        discussion: "Keys: j/k move, n/p page, Enter details and comments, q back or quit, f feature, / search, d download, r refresh, ? help. Needs a terminal.",
        examples: ["photomania browse", "photomania browse --feature editors", "photomania browse --search lighthouse"]
    )

    static let serve = CommandSpec(
        "serve",
        summary: "Run the built-in 500px-compatible demo server",
        options: [
            .value("host", "ADDRESS", help: "Address to listen on (default 127.0.0.1)"),
            .value("port", "N", help: "Port to listen on (default 8500; 0 picks a free one)"),
            .value("photos", "N", help: "Photos in the generated catalog (default 240)"),
            .value("image-base", "URL", help: "Serve image URLs under this base (a CDN in front)"),
            .value("faults", "SPEC", help: "Misbehave on purpose, e.g. 'path=/images/*+first=2:status=503,retry-after=1'"),
        ],
        discussion: "With --consumer-key, requests must carry that key (401 otherwise).",
        examples: ["photomania serve --port 8500", "photomania --api http://127.0.0.1:8500/v1 photos"]
    )

    static let spec = CommandLineSpec(
        program: "photomania",
        version: PhotomaniaVersion.current,
        summary: "Browse and collect photos from a 500px-style photo API.",
        commands: [photos, search, photo, comments, user, download, browse, ArchiveCommand.spec, CacheCommand.spec, serve],
        globalOptions: [
            .value("api", "URL", help: "Base URL of a 500px-compatible API (default: the built-in demo)"),
            .value("consumer-key", "KEY", help: "API consumer key (or PHOTOMANIA_CONSUMER_KEY)"),
            .value("config", "FILE", help: "Config file (default ~/.config/photomania/config.json)"),
            .value("cache-dir", "DIR", help: "Thumbnail cache (default ~/.cache/photomania/thumbnails)"),
            .value("images", "MODE", help: "Draw pictures as kitty, iterm, blocks or none (default: detected)"),
            .value("connect-timeout", "SECONDS", help: "Give up connecting after this long (default 10)"),
            .value("stall-timeout", "SECONDS", help: "Abort a transfer that receives nothing for this long (default 30)"),
            .flag("no-color", help: "No colours (also NO_COLOR)"),
            .flag("verbose", short: "v", help: "Log every request to stderr (keys redacted)"),
            .flag("quiet", short: "q", help: "Only errors on stderr"),
        ],
        exclusive: [["verbose", "quiet"]],
        sections: [
            .text("Data", "Without --api, PHOTOMANIA_API or a config file, photomania starts its built-in demo server on 127.0.0.1 and uses its generated catalog."),
            .rows("Exit codes", [
                .init("0", "done"), .init("1", "failed (network, server, bad response, disk)"), .init("2", "usage error"),
                .init("3", "some downloads failed"), .init("4", "the API refused the credentials"), .init("130", "interrupted (Ctrl-C)"),
                .init("129, 143", "browse ended by SIGHUP or SIGTERM"),
            ]),
        ]
    )
}
