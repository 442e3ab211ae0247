/// How to walk a selection: which pages, how many photos at most, how many a page, which image
/// sizes to ask for (and whether a photo without any of them is unavailable), and whether
/// photos marked NSFW are kept, and which photos `filter` keeps — on pages: photos asked for by id
/// are kept whatever they are.
public struct WalkOptions: Sendable, Hashable {
    public var pages: PageRange
    /// The most photos to yield; photos that cannot be had do not count.
    public var limit: Int?
    public var perPage: Int
    public var imageSizes: [ImageSize]
    /// A photo that offers none of `imageSizes` is `.unavailable(.noImage)`, not yielded.
    public var requiresImage: Bool
    public var includeNSFW: Bool
    /// `--filter`: listed photos it does not match are left out (and do not count for `limit`).
    public var filter: FilterExpression?
    /// Pages (or lookups) fetched ahead of the consumer, at most; 0 asks for each only once the
    /// one before is used up.
    public var readAhead: Int
    /// Where `pages.first` starts on a list continued by cursor (the token the page before
    /// gave); nil: a numbered page, or the first.
    public var startToken: String?

    public init(
        pages: PageRange = PageRange(first: 1, last: 1), limit: Int? = nil, perPage: Int = 20,
        imageSizes: [ImageSize] = [], requiresImage: Bool = false, includeNSFW: Bool = false,
        filter: FilterExpression? = nil, readAhead: Int = 3
    ) {
        self.pages = pages
        self.limit = limit
        self.perPage = perPage
        self.imageSizes = imageSizes
        self.requiresImage = requiresImage
        self.includeNSFW = includeNSFW
        self.filter = filter
        self.readAhead = readAhead
    }
}
