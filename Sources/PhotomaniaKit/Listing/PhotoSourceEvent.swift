/// What walking a selection yields, in order.
public enum PhotoSourceEvent<Item: ListedPhoto>: Sendable {
    /// How many photos the walk expects to yield (unavailable ones included); sent once the first
    /// answer tells, and again at the end when the count turned out different.
    case total(Int)
    /// A page arrived; its photos follow.
    case page(PageSummary)
    case photo(Item)
    /// A photo asked for by id that cannot be had.
    case unavailable(photoID: PhotoID, reason: Unavailability)
}

/// One page as walked: the envelope's numbers and what was left out of it.
public struct PageSummary: Sendable, Hashable {
    public var number: Int
    public var totalPages: Int
    public var totalItems: Int
    /// NSFW photos left out (without `includeNSFW`).
    public var hiddenNSFW = 0
    /// Photos `--filter` left out.
    public var filteredOut = 0
    /// Elements of the answer that did not decode.
    public var unreadable = 0
    /// Photos already yielded by an earlier page (pages shift while they are walked).
    public var repeated = 0
    /// Set on the last page of a walk that stopped before the server's last page, and why.
    public var stop: PageWalkStop?
    /// Where the next page starts on a list continued by cursor (which has no page count); nil
    /// after its last page and on numbered lists.
    public var nextToken: String?
    /// More pages follow this one on a list continued by cursor.
    public var continues: Bool { nextToken != nil }

    public init(
        number: Int, totalPages: Int, totalItems: Int, hiddenNSFW: Int = 0, unreadable: Int = 0, repeated: Int = 0, stop: PageWalkStop? = nil
    ) {
        self.number = number
        self.totalPages = totalPages
        self.totalItems = totalItems
        self.hiddenNSFW = hiddenNSFW
        self.unreadable = unreadable
        self.repeated = repeated
        self.stop = stop
    }
}

/// Why a photo cannot be had; the API's answer is kept.
public enum Unavailability: Sendable, Equatable {
    /// 404: there is no such photo.
    case notFound(PhotomaniaError)
    /// 403 about that photo: deleted, or its owner deactivated.
    case withheld(PhotomaniaError)
    /// The service offers none of the image sizes asked for.
    case noImage(asked: [ImageSize], service: ServiceName)
    /// Asked for one photo, the API answered with another: its answer is not taken.
    case otherPhoto(answered: PhotoID)
    /// Its lookup failed for a reason of its own (a 5xx, a time-out, a dropped connection,
    /// after the transport's retries): the photos asked for with it are still tried.
    case lookupFailed(PhotomaniaError)

    /// The reason for a failed lookup of one photo, or nil when the failure is not about the photo.
    public init?(lookupFailure error: PhotomaniaError) {
        if case .serviceFailed(_, let failure) = error {
            switch failure.meaning {
            case .notFound: self = .notFound(error)
            case .withheld: self = .withheld(error)
            default: return nil
            }
            return
        }
        switch error.statusCode {
        case 404: self = .notFound(error)
        case 403 where !error.isCredentialFailure: self = .withheld(error)
        default: return nil
        }
    }
}
