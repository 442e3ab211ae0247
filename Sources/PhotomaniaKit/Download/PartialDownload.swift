import CLinux
import Foundation

/// A `.part` file left by an interrupted download, and what is needed to continue it. The
/// validator travels on the `.part` itself as an extended attribute, so that `If-Range` can
/// prove the server still has the same bytes; on a filesystem without user attributes an
/// interrupted file simply starts over.
struct PartialDownload: Equatable {
    var photoID: Int
    var sizeID: Int
    var fileName: String
    var validator: String

    static let attribute = "user.photomania.resume"

    /// Final names of the `.part` files in `folder` by photo id: one listing for a whole run.
    static func index(in folder: DownloadFolder) -> [Int: [String]] {
        let partSuffix = DownloadFolder.partSuffix
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.reduce(into: [:]) { index, name in
            guard name.hasSuffix(partSuffix), let id = name.split(separator: ".", maxSplits: 1).first.flatMap({ Int($0) }) else { return }
            index[id, default: []].append(String(name.dropLast(partSuffix.count)))
        }
    }

    /// The continuable `.part` among `candidates` (final names) for this photo and size, with its
    /// current length.
    static func find(photoID: Int, sizeID: Int, candidates: [String], in folder: DownloadFolder) -> (PartialDownload, offset: Int64)? {
        for name in candidates {
            let path = folder.partPath(name)
            var buffer = [UInt8](repeating: 0, count: 1024)
            let length = getxattr(path, attribute, &buffer, buffer.count)
            var info = stat()
            guard length > 0, stat(path, &info) == 0 else { continue }
            let fields = String(decoding: buffer[..<length], as: UTF8.self).split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, Int(fields[0]) == photoID, Int(fields[1]) == sizeID, !fields[2].isEmpty else { continue }
            return (PartialDownload(photoID: photoID, sizeID: sizeID, fileName: name, validator: String(fields[2])), Int64(info.st_size))
        }
        return nil
    }

    /// Marks the open `.part` as continuable.
    func save(on descriptor: Int32) {
        let value = Array("\(photoID)\n\(sizeID)\n\(validator)".utf8)
        _ = fsetxattr(descriptor, Self.attribute, value, value.count, 0)
    }
}

/// `Content-Range: bytes 100-199/200` (the total may be `*`).
struct ContentRange: Equatable {
    var start: Int64
    var end: Int64
    var total: Int64?

    init?(_ header: String?) {
        guard let header, header.lowercased().hasPrefix("bytes ") else { return nil }
        let spec = header.dropFirst(6).split(separator: "/", maxSplits: 1)
        let bounds = spec.first?.split(separator: "-", maxSplits: 1) ?? []
        guard spec.count == 2, bounds.count == 2,
              let start = Int64(bounds[0].trimmingCharacters(in: .whitespaces)),
              let end = Int64(bounds[1].trimmingCharacters(in: .whitespaces)), start <= end
        else { return nil }
        self.start = start
        self.end = end
        total = Int64(spec[1].trimmingCharacters(in: .whitespaces))
        if let total, total <= end { return nil }
    }
}
