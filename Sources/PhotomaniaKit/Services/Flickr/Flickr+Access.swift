extension Flickr {
    /// A key from `PHOTOMANIA_FLICKR_KEY` (Flickr's keys are not 500px's) talks to
    /// api.flickr.com; the demo's face is at `/services`; `--size` takes Flickr's letters and
    /// labels, and a download with none takes the largest the owner allows; sizes are said by label.
    public static let access = ServiceAccess(
        title: "Flickr", keyVariable: "PHOTOMANIA_FLICKR_KEY", secretVariable: "PHOTOMANIA_FLICKR_SECRET", publicBase: publicBaseURL,
        keyPage: "https://www.flickr.com/services/apps/create/", keyNeeds: "a Flickr Pro account", demoPath: "/services", demoWantsKey: true,
        sizeWord: { text in FlickrSize(named: text.trimmingCharacters(in: .whitespaces)).flatMap { ImageSize(word: $0.letter) } }, sizeWords: FlickrSize.words,
        collectionKinds: [.album, .curated],
        defaultDownloadSize: .largestAllowed, sizeName: sizeName(_:), examples: examples
    )

    /// What `--help` shows with `--provider flickr`.
    static let examples = [
        "photos": ["photomania --provider flickr photos --feature fresh_today --rpp 5", "photomania --provider flickr photos --group monochrome --rpp 3"],
        "photo": ["photomania --provider flickr photo 52001006721", "photomania --provider flickr photo 52001006721 --size b"],
        "download": [
            "photomania --provider flickr download 52001006721 -o photos",
            "photomania --provider flickr download 52001006721 --size q -o photos",
            "photomania download https://www.flickr.com/photos/jose_alvarez/favorites --limit 3 -o faves",
            "photomania download https://www.flickr.com/photos/jose_alvarez/albums --dir '{gallery}' -o albums",
            "photomania --provider flickr download --user jose_alvarez --sync -o jose",
        ],
        "albums": ["photomania --provider flickr albums jose_alvarez"],
        "gallery": ["photomania --provider flickr gallery 72177720001500002"],
        "search": ["photomania --provider flickr search dusk --rpp 5"],
        "login": ["photomania --provider flickr login --print-url --request-token token.txt"],
    ]

    /// Flickr's 3,600 calls an hour per key are shared by every user of an application: one a
    /// second, bursts of ten.
    public static let callBudget = CallBudget(perSecond: 1, burst: 10)

    /// A size by `getSizes`' label and its letter (`Large 1600 (h)`).
    @Sendable static func sizeName(_ size: ImageSize) -> String {
        if size == .largestAllowed { return "the largest its owner allows" }
        guard let flickrSize = size.word.flatMap(FlickrSize.init(rawValue:)) else { return size.name }
        return "\(flickrSize.label) (\(flickrSize.letter))"
    }
}
