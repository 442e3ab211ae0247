import CLinux
import Foundation

/// A `.part` file left by an interrupted download, and what is needed to continue it. The
/// validator travels on the `.part` itself as an extended attribute, so that `If-Range` can
/// prove the server still has the same bytes; on a filesystem without user attributes an
/// interrupted file simply starts over.
struct PartialDownload: Equatable {
    var photoID: PhotoID
    var sizeID: SizeKey
    var fileName: String
    var validator: String

    static let attribute = "user.photomania.resume"

    /// Final names of the `.part` files in `folder` by photo id: one listing for a whole run.
    static func index(in folder: DownloadFolder) -> [PhotoID: [String]] {
        let partSuffix = DownloadFolder.partSuffix
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.reduce(into: [:]) { index, name in
            guard name.hasSuffix(partSuffix), let id = name.split(separator: ".", maxSplits: 1).first.flatMap({ PhotoID(String($0)) }) else { return }
            index[id, default: []].append(String(name.dropLast(partSuffix.count)))
        }
    }

    /// The continuable `.part` among `candidates` (final names) for this photo and size, as its
    /// attribute says without locking it: which file to lock, not yet what to continue. A symbolic
    /// link's target is not asked.
    static func find(photoID: PhotoID, sizeID: SizeKey, candidates: [String], in folder: DownloadFolder) -> PartialDownload? {
        for name in candidates {
            var buffer = [UInt8](repeating: 0, count: 1024)
            let length = lgetxattr(folder.partPath(name), attribute, &buffer, buffer.count)
            if let partial = parse(buffer, length: length, fileName: name), partial.photoID == photoID, partial.sizeID == sizeID {
                return partial
            }
        }
        return nil
    }

    /// What the locked `.part` holds for this photo and size: its validator and length, read
    /// through its descriptor.
    static func read(_ part: LockedPart, fileName: String, photoID: PhotoID, sizeID: SizeKey) -> (PartialDownload, offset: Int64)? {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let length = fgetxattr(part.descriptor, attribute, &buffer, buffer.count)
        guard let partial = parse(buffer, length: length, fileName: fileName), partial.photoID == photoID, partial.sizeID == sizeID,
              let size = part.size
        else { return nil }
        return (partial, size)
    }

    /// Removes this photo's continuable `.part` unless another process holds it: for a photo that
    /// is already on disk in full (another process's copy won), there is nothing to continue.
    static func removeAbandoned(photoID: PhotoID, sizeID: SizeKey, candidates: [String], in folder: DownloadFolder) {
        guard let found = find(photoID: photoID, sizeID: sizeID, candidates: candidates, in: folder),
              case .locked(let part) = LockedPart.acquire(folder.partPath(found.fileName), create: false)
        else { return }
        if read(part, fileName: found.fileName, photoID: photoID, sizeID: sizeID) != nil { part.remove() }
        part.close()
    }

    private static func parse(_ buffer: [UInt8], length: Int, fileName: String) -> PartialDownload? {
        guard length > 0 else { return nil }
        let fields = String(decoding: buffer[..<length], as: UTF8.self).split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let photoID = PhotoID(String(fields[0])), let sizeID = SizeKey(String(fields[1])), !fields[2].isEmpty else { return nil }
        return PartialDownload(photoID: photoID, sizeID: sizeID, fileName: fileName, validator: String(fields[2]))
    }

    /// Marks the open `.part` as continuable.
    func save(on descriptor: Int32) {
        let value = Array("\(photoID)\n\(sizeID)\n\(validator)".utf8)
        _ = fsetxattr(descriptor, Self.attribute, value, value.count, 0)
    }
}

/// `Content-Range: bytes 100-199/200` (the total may be `*`).
package struct ContentRange: Equatable {
    package var start: Int64
    package var end: Int64
    package var total: Int64?

    package init?(_ header: String?) {
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
