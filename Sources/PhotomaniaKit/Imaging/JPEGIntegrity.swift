import Foundation

/// Whether a downloaded file is a whole JPEG, judged from its marker segments and its last few
/// bytes, without decoding: it must start with the SOI marker and a marker prefix (`FF D8 FF`),
/// hold a frame header (SOFn) and then a scan (SOS) with data, and end with the EOI marker
/// (`FF D9`). Only the segments' headers up to the first scan are read, and the tail: a few reads
/// whatever the size. Up to `tailLength - 2` trailing NUL bytes after EOI are tolerated, as some
/// encoders pad to a block size; any other trailing byte means the file is cut short.
public enum JPEGIntegrity {
    public enum Result: Equatable, Sendable, CustomStringConvertible {
        case complete
        case notJPEG
        case truncated
        case empty
        /// Starts as a JPEG, but its segments hold no image (the reason says why).
        case malformed(String)
        case unreadable(String)

        public var description: String {
            switch self {
            case .complete: "it is a complete JPEG"
            case .notJPEG: "it is not a JPEG (it does not start with the JPEG start marker FF D8 FF)"
            case .truncated: "it ends before the JPEG end marker (truncated)"
            case .empty: "it is empty (0 bytes)"
            case .malformed(let reason): "it holds no image: \(reason)"
            case .unreadable(let reason): "it cannot be read (\(reason))"
            }
        }
    }

    /// How many bytes at the end are examined.
    static let tailLength = 64

    public static func check(_ data: Data) -> Result {
        let bytes = [UInt8](data)
        return judge(size: bytes.count) { (offset, count) throws(ReadFailure) in Array(bytes[offset..<(offset + count)]) }
    }

    struct ReadFailure: Error {
        var message: String
    }

    /// The verdict on `size` bytes that `read(offset, count)` answers exactly.
    static func judge(size: Int, read: @escaping (Int, Int) throws(ReadFailure) -> [UInt8]) -> Result {
        guard size > 0 else { return .empty }
        do {
            guard size >= 3, try read(0, 3) == [0xFF, 0xD8, 0xFF] else { return .notJPEG }
            var walk = JPEGSegmentWalk(size: size, read: read)
            let scanData: Int
            switch try walk.firstScanData() {
            case .found(let offset): scanData = offset
            case .failed(let result): return result
            }
            let tailOffset = max(size - tailLength, 0)
            let padding = try read(tailOffset, size - tailOffset).reversed().prefix { $0 == 0 }.count
            let end = size - padding
            guard end - tailOffset >= 2, try read(end - 2, 2) == [0xFF, 0xD9] else { return .truncated }
            return end - 2 > scanData ? .complete : .malformed("its scan (SOS) has no data")
        } catch {
            return .unreadable(error.message)
        }
    }
}
