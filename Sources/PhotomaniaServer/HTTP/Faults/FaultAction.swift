/// What a ``FaultRule`` does to the response. See ``FaultPlan`` for each action's meaning.
public enum FaultAction: Sendable, Hashable {
    case status(Int)
    case retryAfter(seconds: Int)
    case retryAfterDate(seconds: Int)
    case truncate(FaultAmount)
    case stall(FaultAmount)
    case stallHeaders
    case close
    case rate(bytesPerSecond: Int)
    case delay(seconds: Double)
    case html
    case malformed
    case corrupt
    case redirect(String)
    case redirectLoop
    case contentType(String)
    case disposition(String)
    case gzip
    case totalItems(Int)
    case totalPages(Int)
    case page(Int)
    case query(name: String, value: String)
    case statFail(code: Int)

    /// The action's name in the spec grammar.
    public var name: String {
        switch self {
        case .status: "status"
        case .retryAfter: "retry-after"
        case .retryAfterDate: "retry-after-date"
        case .truncate: "truncate"
        case .stall: "stall"
        case .stallHeaders: "stall-headers"
        case .close: "close"
        case .rate: "rate"
        case .delay: "delay"
        case .html: "html"
        case .malformed: "malformed"
        case .corrupt: "corrupt"
        case .redirect: "redirect"
        case .redirectLoop: "redirect-loop"
        case .contentType: "content-type"
        case .disposition: "disposition"
        case .gzip: "gzip"
        case .totalItems: "total-items"
        case .totalPages: "total-pages"
        case .page: "page"
        case .query: "query"
        case .statFail: "stat-fail"
        }
    }

    /// Actions of one group decide the same thing, so a rule may hold only one of each group.
    enum ExclusiveGroup {
        case delivery
        case body
        case retryAfter
    }

    var exclusiveGroup: ExclusiveGroup? {
        switch self {
        case .truncate, .stall, .stallHeaders, .close: .delivery
        case .html, .malformed, .redirect, .redirectLoop, .statFail: .body
        case .retryAfter, .retryAfterDate: .retryAfter
        default: nil
        }
    }
}
