import Foundation

/// Whether a downloaded file is a whole JPEG, judged from its first three and last few bytes:
/// it must start with the SOI marker and a marker prefix (`FF D8 FF`) and end with the EOI
/// marker (`FF D9`). Up to `tailLength - 2` trailing NUL bytes after EOI are tolerated, as some
/// encoders pad to a block size; any other trailing byte means the file is cut short.
public enum JPEGIntegrity {
    public enum Result: Equatable, Sendable, CustomStringConvertible {
        case complete
        case notJPEG
        case truncated
        case empty
        case unreadable(String)

        public var description: String {
            switch self {
            case .complete: "it is a complete JPEG"
            case .notJPEG: "it is not a JPEG (it does not start with the JPEG start marker FF D8 FF)"
            case .truncated: "it ends before the JPEG end marker (truncated)"
            case .empty: "it is empty (0 bytes)"
            case .unreadable(let reason): "it cannot be read (\(reason))"
            }
        }
    }

    /// How many bytes at the end are examined.
    static let tailLength = 64

    public static func check(_ data: Data) -> Result {
        classify(size: data.count, head: data.prefix(3), tail: data.suffix(tailLength))
    }

    static func classify(size: Int, head: some Collection<UInt8>, tail: some BidirectionalCollection<UInt8>) -> Result {
        guard size > 0 else { return .empty }
        guard head.elementsEqual([0xFF, 0xD8, 0xFF]) else { return .notJPEG }
        let fromEnd = tail.reversed().drop(while: { $0 == 0 })
        return fromEnd.starts(with: [0xD9, 0xFF]) ? .complete : .truncated
    }
}
