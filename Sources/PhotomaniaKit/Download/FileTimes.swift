import Foundation
import PhotomaniaHTTPText

/// `--mtime`: which date a downloaded file (and its sidecar) is given as its modification time,
/// as gallery-dl gives a file its post's date. When the photo does not have that date, the file
/// keeps the time it was written.
public enum FileTimeSource: String, CaseIterable, Sendable {
    /// When the photo was taken (its EXIF date, as the service gives it).
    case taken
    /// When it was uploaded to the service (the default).
    case uploaded
    /// The image response's `Last-Modified`.
    case server
    /// The time the file was written.
    case none

    /// The date this source names for a photo with `facts`, whose image was answered with
    /// `lastModified`; nil to keep the write time.
    public func date(facts: PhotoFacts?, lastModified: String?) -> Date? {
        switch self {
        case .taken: facts?.takenAt
        case .uploaded: facts?.createdAt
        case .server: lastModified.flatMap(HTTPDate.parse)
        case .none: nil
        }
    }

    /// Sets the access and modification times of the open file `descriptor` to `date` (never
    /// through a path, so never through a link); false when the system refused.
    @discardableResult
    static func apply(_ date: Date, to descriptor: Int32) -> Bool {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, seconds > Double(Int32.min), seconds < Double(Int64(1) << 40) else { return false }
        let nanoseconds = Int((date.timeIntervalSince1970 - seconds) * 1_000_000_000)
        var times = [timespec](repeating: timespec(tv_sec: Int(seconds), tv_nsec: nanoseconds), count: 2)
        return futimens(descriptor, &times) == 0
    }
}
