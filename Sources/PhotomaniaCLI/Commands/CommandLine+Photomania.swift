import PhotomaniaKit

/// The program's command line as the parser and `--help` see it: every command, the global
/// options and the closing help sections.
enum PhotomaniaCommandLine {
    static let commands: [any DeclaredCommand.Type] = [
        PhotosCommand.self, SearchCommand.self, PhotoCommand.self, CommentsCommand.self, UserCommand.self,
        GalleriesCommand.self, AlbumsCommand.self, GalleryCommand.self, FriendsCommand.self, FollowersCommand.self, UsersCommand.self, VotesCommand.self,
        DownloadCommand.self, BrowseCommand.self, CreditsCommand.self, ArchiveCommands.self, CacheCommands.self, ConfigCommand.self, ServeCommand.self,
        LoginCommand.self, LogoutCommand.self, WhoamiCommand.self, VoteCommand.self, UnvoteCommand.self,
        FavoriteCommand.self, UnfavoriteCommand.self, CommentCommand.self, ReplyCommand.self,
        CompletionsCommand.self, ManPageCommand.self,
    ]

    /// The command that runs for a parsed command line: `["photos"]`, `["archive", "list"]`.
    static func command(at path: [String]) -> (any Command.Type)? {
        guard let first = path.first, let declared = commands.first(where: { $0.spec.name == first }) else { return nil }
        if let group = declared as? any CommandGroup.Type {
            return path.count == 2 ? group.subcommands.first { $0.spec.name == path[1] } : nil
        }
        return path.count == 1 ? declared as? any Command.Type : nil
    }

    static var spec: CommandLineSpec {
        CommandLineSpec(
            program: programName,
            version: PhotomaniaVersion.current,
            summary: "Browse and collect photos from " + ServiceRegistry.current.titles + ".",
            commands: commands.map { $0.spec },
            globalOptions: GlobalOptions.specs,
            exclusive: GlobalOptions.exclusive,
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
}
