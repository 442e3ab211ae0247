import Testing

/// `--help` speaks the chosen service's language: its streams, options, sizes, page URLs,
/// examples and sign-in, from what the service declares (`--provider`, or PHOTOMANIA_PROVIDER).
@Suite("--help in each service's words")
struct ProviderHelpTests {
    private static func help(_ arguments: [String], environment: [String: String] = [:]) async -> String {
        let result = await photomania(arguments + ["--help"], columns: 200, environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput
    }

    private static func optionNames(_ help: String) -> Set<String> {
        Set(help.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first { $0.hasPrefix("--") }.map { String($0) }
        })
    }

    @Test func flickrsDownloadHelpListsItsStreamsOptionsURLsAndExamples() async {
        let flickr = await Self.help(["--provider", "flickr", "download"])
        #expect(flickr.contains("Download a stream: popular, fresh_today, user, user_favorites"), "\(flickr)")
        #expect(!flickr.contains("highest_rated"))
        let options = Self.optionNames(flickr)
        #expect(options.isSuperset(of: ["--group", "--search", "--size", "--user"]))
        #expect(options.isDisjoint(with: ["--category", "--exclude", "--liked"]), "Flickr has no categories and no likes: \(options)")
        #expect(flickr.contains("Flickr page URLs:") && flickr.contains("https://www.flickr.com/groups/GROUP/pool"))
        #expect(flickr.contains("b for Large"), "--size names Flickr's letters")
        #expect(flickr.contains("photomania --provider flickr download 52001006721 -o photos"))
        #expect(!flickr.contains("1006721 1000344"), "no 500px id in Flickr's examples")
        let words = flickr.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("fields: id, title, description, user, user_id, license, tags, width, height, views, faves"), "--filter names Flickr's fields")
        #expect(words.contains("(searches) or created_at, taken_at, rating --asc"), "--sort names Flickr's orders: \(words)")
    }

    @Test func fiveHundredPxsDownloadHelpIsItsOwn() async {
        let fiveHundredPx = await Self.help(["download"])
        #expect(fiveHundredPx.contains("highest_rated") && fiveHundredPx.contains("500px page URLs:"))
        let options = Self.optionNames(fiveHundredPx)
        #expect(options.isSuperset(of: ["--category", "--exclude", "--liked"]))
        #expect(!options.contains("--group"), "500px has no groups")
        #expect(fiveHundredPx.contains("photomania download 1006721 1000344"))
    }

    @Test func theEnvironmentChoosesTheServiceToo() async {
        let photos = await Self.help(["photos"], environment: ["PHOTOMANIA_PROVIDER": "flickr"])
        #expect(photos.contains("popular, fresh_today, user, user_favorites") && photos.contains("--group"), "\(photos)")
        #expect(photos.contains("photomania --provider flickr photos --group monochrome --rpp 3"))
    }

    @Test func loginSaysHowTheServiceSignsInAndOffersOnlyItsOptions() async {
        let flickr = await Self.help(["--provider", "flickr", "login"])
        #expect(flickr.contains("Flickr signs in in a browser") && Self.optionNames(flickr).isSuperset(of: ["--print-url", "--verifier"]))
        #expect(!Self.optionNames(flickr).contains("--username"))
        let fiveHundredPx = await Self.help(["login"])
        #expect(fiveHundredPx.contains("500px signs in with a user name and password"))
        #expect(Self.optionNames(fiveHundredPx).isDisjoint(with: ["--print-url", "--verifier"]))
    }

    @Test func anOptionLeftOutOfTheHelpIsStillRefusedInTheServicesWords() async {
        let result = await photomania(["--provider", "flickr", "download", "--category", "Landscapes", "-o", "/nonexistent-photomania-test"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("flickr cannot filter photos by category"), "\(result.standardError)")
    }
}
