import Foundation
import PhotomaniaKit

extension FuzzTarget {
    /// `Content-Disposition` (line 1), the final URL (line 2) and `Content-Type` (line 3) of an
    /// image response and the photo's title (line 4), made into the name a download is saved
    /// under, and restricted (`--restrict-filenames`) into portable ASCII.
    static let fileName = FuzzTarget(name: "file-name", seedFolders: ["fuzz/file-name"], maxLength: 2048) { data throws(FuzzViolation) in
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        let disposition = lines.first
        let url = lines.count > 1 ? lines[1] : ""
        let contentType = lines.count > 2 ? lines[2] : nil
        let title = lines.count > 3 ? lines[3] : ""
        if let disposition {
            _ = ContentDisposition.filename(from: disposition)
        }
        for maxBytes in [DownloadFileName.defaultMaxBytes, 12] {
            let name = DownloadFileName.make(photoID: 1006721, contentDisposition: disposition, finalURL: url, contentType: contentType, title: title, maxBytes: maxBytes)
            try checkConfined(name, maxBytes: maxBytes)
        }
        let context = DownloadFileName.context(
            photoID: 1006721, sizeID: 4, facts: PhotoFacts(title: title), contentDisposition: disposition, finalURL: url, contentType: contentType)
        let restricted = NameTemplate.defaultFileName.restrictingNames(true).render(context)
        try checkConfined(restricted, maxBytes: DownloadFileName.defaultMaxBytes)
        try FuzzViolation.require(
            restricted.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "._-".unicodeScalars.contains($0)) },
            "a restricted name is portable ASCII: \(restricted.debugDescription)")
    }

    private static func checkConfined(_ name: String, maxBytes: Int) throws(FuzzViolation) {
        try FuzzViolation.require(name.utf8.starts(with: "1006721.".utf8), "the name starts with the id asked for: \(name.debugDescription)")
        try FuzzViolation.require(name.utf8.count <= max(maxBytes, "1006721.".utf8.count + 1), "the name fits \(maxBytes) bytes: \(name.debugDescription)")
        try FuzzViolation.require(!name.contains("/") && !name.contains("\\"), "the name has no separator: \(name.debugDescription)")
        try FuzzViolation.require(name.unicodeScalars.last != ".", "the name has no trailing dot: \(name.debugDescription)")
        try FuzzViolation.require(!name.unicodeScalars.contains(where: isControlOrBidi), "the name has no control or bidi character: \(name.debugDescription)")
    }
}
