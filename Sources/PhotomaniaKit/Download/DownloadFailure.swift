import Foundation

/// Why one photo did not end up on disk, as a sentence.
public enum DownloadFailure: Error, Sendable, Equatable, CustomStringConvertible {
    case transfer(PhotomaniaError)
    case diskFull(path: String)
    case cannotWrite(path: String, reason: String)
    case incomplete(expected: Int64, received: Int64)
    /// Not whole by its type's own structure (or not that type at all).
    case notWhole(FileContent, String)
    /// Whole by its length and markers, but libjpeg found it damaged.
    case doesNotDecode(String)
    /// A 206 that does not continue our `.part`: the next try starts over.
    case resumeRejected
    /// Its rendered name is another photo's: this run's (`archived` false) or, while that file
    /// is still there, one the archive records.
    case nameTaken(fileName: String, ownerID: PhotoID, archived: Bool)
    /// Its bytes are not those the service's SHA-1 names.
    case checksumMismatch(expected: String, received: String)

    public var description: String {
        switch self {
        case .transfer(let error): return error.description
        case .diskFull(let path): return "the disk is full (writing \(path))"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .incomplete(let expected, let received): return "the download stopped at \(received) of \(expected) bytes"
        case .notWhole(let content, let detail): return "the file is not a complete \(content.name): \(detail)"
        case .doesNotDecode(let detail): return "the image does not decode: \(detail)"
        case .resumeRejected: return "the server's partial answer does not continue the .part file"
        case .nameTaken(let name, let owner, false): return "its name \(name) is already photo \(owner)'s in this run"
        case .nameTaken(let name, let owner, true): return "its name \(name) is already photo \(owner)'s (in the archive)"
        case .checksumMismatch(let expected, let received): return "its bytes do not match the service's SHA-1 (\(expected), got \(received)): no file was kept"
        }
    }

    /// Worth another try: the network or the server may do better next time. A file that came
    /// whole but is not what it should be (a JPEG with no scan, another type, nothing) is what the server has: certain.
    /// Bytes that do not decode may have been damaged on the way.
    var isTransient: Bool {
        switch self {
        case .transfer(let error): return RetryPolicy.isTransient(error)
        case .incomplete, .resumeRejected, .doesNotDecode, .checksumMismatch: return true
        case .notWhole, .diskFull, .cannotWrite, .nameTaken: return false
        }
    }
}

extension RetryPolicy {
    /// The wait before trying a photo again: the transport's rules for a failed request, the
    /// backoff for a file that came out wrong, nil for what another try cannot mend.
    func wait(after failure: DownloadFailure, retryCount: Int, now: Date, random: Double) -> RetryWait? {
        if case .transfer(let error) = failure { return wait(after: error, retryCount: retryCount, now: now, random: random) }
        return wait(transient: failure.isTransient, retryCount: retryCount, random: random)
    }
}
