/// Everything a download run is asked to do, decided before it starts, in four parts: which
/// photos the selection lists (`Listing`), where their files go, how they are named and what is
/// recorded (`Files`), how they are fetched (`Transfers`), and whether they are fetched and
/// post-processed or only named (`Mode`). `job(service:clock:)` makes the job that carries it out.
public struct DownloadPlan: Sendable {
    /// Which photos.
    public var source: PhotoSelection
    public var listing: Listing
    public var files: Files
    public var transfers: Transfers
    public var mode: Mode

    /// Listing pages are read at the API's largest page size.
    public static let perPage = 100

    public init(source: PhotoSelection, listing: Listing = Listing(), files: Files, transfers: Transfers = Transfers(), mode: Mode = .download()) {
        self.source = source
        self.listing = listing
        self.files = files
        self.transfers = transfers
        self.mode = mode
    }

    public var isDryRun: Bool {
        if case .dryRun = mode { true } else { false }
    }

    var walkOptions: WalkOptions {
        WalkOptions(
            pages: listing.pages ?? source.pagesToDownload(limit: listing.limit), limit: listing.limit, perPage: Self.perPage, imageSizes: listing.sizes.sizesToRequest, requiresImage: true,
            includeNSFW: listing.includeNSFW, filter: listing.filter
        )
    }

    /// How listed photos are decoded: in full when a filter tests them or post-processors read
    /// their records, else only what a download needs.
    func listedAs(_ needs: PostProcessorNeeds) -> any DownloadListing.Type {
        listing.filter != nil || needs.contains(.photoRecord) ? Photo.self : PhotoReference.self
    }

    /// Names `item`'s file with the plan's template.
    func namer(for item: DownloadItem) -> FileNamer {
        let labels = source.namingLabels
        return FileNamer(
            template: files.naming, photoID: item.photoID, sizeID: item.sizeKey, facts: item.facts ?? PhotoFacts(),
            feature: labels.feature, gallery: labels.gallery
        )
    }

    /// The run's claims on names; nil for `{id}.{name}`: every such name starts with its own photo's id.
    func nameClaims() -> NameClaims? {
        files.naming == .defaultFileName ? nil : NameClaims()
    }
}
