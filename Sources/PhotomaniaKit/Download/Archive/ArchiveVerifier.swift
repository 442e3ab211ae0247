import Foundation

/// `photomania archive verify`: is every archived file still there, the same size, the same
/// bytes (SHA-256) and, for a JPEG, complete?
public enum ArchiveVerifier {
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        case missing
        case sizeDiffers(expected: Int64, actual: Int64)
        case hashDiffers(expected: String, actual: String)
        /// `JPEGIntegrity.Result`'s description: why the JPEG is not whole.
        case jpegIncomplete(String)
        case unreadable(String)

        /// A stable snake_case tag for `--json`.
        public var kind: String {
            switch self {
            case .missing: "missing"
            case .sizeDiffers: "size_differs"
            case .hashDiffers: "sha256_differs"
            case .jpegIncomplete: "jpeg_incomplete"
            case .unreadable: "unreadable"
            }
        }

        public var description: String {
            switch self {
            case .missing: "missing"
            case .sizeDiffers(let expected, let actual): "size differs: \(actual) bytes, \(expected) recorded"
            case .hashDiffers(let expected, let actual): "SHA-256 differs: \(actual), \(expected) recorded"
            case .jpegIncomplete(let why): "JPEG incomplete: \(why)"
            case .unreadable(let why): "unreadable: \(why)"
            }
        }
    }

    public struct Finding: Sendable, Hashable {
        public var entry: ArchiveEntry
        /// The absolute path that was checked.
        public var path: String
        public var problem: Problem
    }

    public struct Report: Sendable, Hashable {
        public var checked = 0
        public var findings: [Finding] = []
        public var okCount: Int { checked - findings.count }
    }

    /// Checks every entry, oldest first, reading each file once.
    public static func verify(_ archive: DownloadArchive) throws(ArchiveError) -> Report {
        var report = Report()
        for entry in try archive.allEntries(withDemo: true) {
            let path = archive.resolvedPath(of: entry)
            report.checked += 1
            if let problem = problem(with: entry, at: path) {
                report.findings.append(Finding(entry: entry, path: path, problem: problem))
            }
        }
        return report
    }

    /// The first thing wrong with the file at `path`, checked cheapest first, or nil when it is intact.
    public static func problem(with entry: ArchiveEntry, at path: String) -> Problem? {
        guard let file = ArchivePaths.regularFile(atPath: path) else { return .missing }
        guard file.size == entry.bytes else { return .sizeDiffers(expected: entry.bytes, actual: file.size) }
        let digest: SHA256.FileDigest
        do {
            digest = try SHA256.digest(ofFileAt: path)
        } catch {
            return .unreadable(error.description)
        }
        guard digest.bytes == entry.bytes else { return .sizeDiffers(expected: entry.bytes, actual: digest.bytes) }
        guard digest.sha256 == entry.sha256 else { return .hashDiffers(expected: entry.sha256, actual: digest.sha256) }
        // A file that starts as a JPEG is judged as one whatever its name; others by their name.
        let result = JPEGIntegrity.check(fileAt: path)
        switch result {
        case .complete: return nil
        case .unreadable(let why): return .unreadable(why)
        case .truncated, .malformed: return .jpegIncomplete(result.description)
        case .notJPEG, .empty: return hasJPEGExtension(path) ? .jpegIncomplete(result.description) : nil
        }
    }

    private static func hasJPEGExtension(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return [".jpg", ".jpeg", ".jpe"].contains { lowered.hasSuffix($0) }
    }
}
