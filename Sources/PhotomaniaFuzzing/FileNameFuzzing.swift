import Foundation
import PhotomaniaKit

extension FuzzTarget {
    /// `Content-Disposition` (line 1), the final URL (line 2) and `Content-Type` (line 3) of an
    /// image response, made into the name a download is saved under.
    static let fileName = FuzzTarget(name: "file-name", seedFolders: ["fuzz/file-name"], maxLength: 2048) { data throws(FuzzViolation) in
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        let disposition = lines.first
        let url = lines.count > 1 ? lines[1] : ""
        let contentType = lines.count > 2 ? lines[2] : nil
        if let disposition {
            _ = ContentDisposition.filename(from: disposition)
        }
        for maxBytes in [DownloadFileName.defaultMaxBytes, 12] {
            let name = DownloadFileName.make(photoID: 1006721, contentDisposition: disposition, finalURL: url, contentType: contentType, maxBytes: maxBytes)
            try checkConfined(name, maxBytes: maxBytes)
        }
    }

    private static func checkConfined(_ name: String, maxBytes: Int) throws(FuzzViolation) {
        try FuzzViolation.require(name.utf8.starts(with: "1006721.".utf8), "the name starts with the id asked for: \(name.debugDescription)")
        try FuzzViolation.require(name.utf8.count <= max(maxBytes, "1006721.".utf8.count + 1), "the name fits \(maxBytes) bytes: \(name.debugDescription)")
        try FuzzViolation.require(!name.contains("/") && !name.contains("\\"), "the name has no separator: \(name.debugDescription)")
        try FuzzViolation.require(name.unicodeScalars.last != ".", "the name has no trailing dot: \(name.debugDescription)")
        try FuzzViolation.require(!name.unicodeScalars.contains(where: isControlOrBidi), "the name has no control or bidi character: \(name.debugDescription)")
    }
}
