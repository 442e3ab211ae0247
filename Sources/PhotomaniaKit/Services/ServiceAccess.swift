/// How photomania reaches a service and what its command line takes beside the shared options:
/// where its key is read from, its live API, its face on the built-in demo server, and the size
/// words `--size` takes. Declared in its registry entry, so commands never ask which service
/// they talk to.
public struct ServiceAccess: Sendable {
    /// How people call it in sentences: `Flickr`.
    public var title: String
    /// The environment variable that gives its application key; nil when it takes none.
    public var keyVariable: String?
    /// The environment variable that gives its application secret, for signing in.
    public var secretVariable: String?
    /// The API a key alone (no `--api`) talks to; nil when it has no live one.
    public var publicBase: String?
    /// Where a person gets a key, said when the built-in demo stands in for the live API.
    public var keyPage: String?
    /// What a key needs there (`a Flickr Pro account`), when not just asking.
    public var keyNeeds: String?
    /// The path of its face on the built-in demo server (`/v1`, `/services`).
    public var demoPath: String
    /// Whether its demo face wants the demo's application key when none is given.
    public var demoWantsKey: Bool
    /// A `--size` word of its own (a size letter), beside the shared ids and names.
    public var sizeWord: @Sendable (String) -> ImageSize?
    /// The words `sizeWord` takes, as a usage error lists them; nil when it takes none.
    public var sizeWords: String?
    /// The kinds of collection it has, as `--kind` takes them (`album`, `gallery`).
    public var collectionKinds: [GalleryKind]
    /// What a download takes with no `--size`; nil: the largest size offered.
    public var defaultDownloadSize: ImageSize?
    /// A size as the service names it to people (`2048`; Flickr's `Large 1600 (h)`).
    public var sizeName: @Sendable (ImageSize) -> String
    /// Its own examples for a command's `--help`, by the command's name (`download`), each run
    /// as written against its demo face; the registry's default service's are the commands' own.
    public var examples: [String: [String]]
    /// The most files it lets one client fetch at once, whatever `--jobs` says; nil: no cap.
    public var maxDownloadJobs: Int?

    public init(
        title: String, keyVariable: String?, secretVariable: String?, publicBase: String? = nil, keyPage: String? = nil, keyNeeds: String? = nil, demoPath: String, demoWantsKey: Bool = false,
        sizeWord: @escaping @Sendable (String) -> ImageSize? = { _ in nil }, sizeWords: String? = nil, collectionKinds: [GalleryKind] = GalleryKind.documented, defaultDownloadSize: ImageSize? = nil,
        sizeName: @escaping @Sendable (ImageSize) -> String = ServiceAccess.numberedSizeName, examples: [String: [String]] = [:],
        maxDownloadJobs: Int? = nil
    ) {
        self.maxDownloadJobs = maxDownloadJobs
        self.examples = examples
        self.title = title
        self.keyVariable = keyVariable
        self.secretVariable = secretVariable
        self.publicBase = publicBase
        self.keyPage = keyPage
        self.keyNeeds = keyNeeds
        self.demoPath = demoPath
        self.demoWantsKey = demoWantsKey
        self.sizeWord = sizeWord
        self.sizeWords = sizeWords
        self.collectionKinds = collectionKinds
        self.defaultDownloadSize = defaultDownloadSize
        self.sizeName = sizeName
    }

    /// A size as the API numbers it (`image_size=2048`), or its word.
    @Sendable public static func numberedSizeName(_ size: ImageSize) -> String {
        size.word ?? String(size.rawValue)
    }
}

extension ServiceAccess {
    /// Where a key comes from, as hints say it: `get one at https://… (it needs a Flickr Pro
    /// account)`; nil when there is no page to send a person to.
    public var keySource: String? {
        keyPage.map { page in "get one at \(page)" + (keyNeeds.map { " (it needs \($0))" } ?? "") }
    }
}
