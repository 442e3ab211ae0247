import Foundation

/// A `.part` file left by an interrupted download, and what is needed to continue it: the
/// validator goes in a `<final>.part.meta` sidecar so that `If-Range` can prove the server
/// still has the same bytes.
struct PartialDownload: Codable, Equatable {
    var photoID: Int
    var sizeID: Int
    var fileName: String
    var validator: String

    enum CodingKeys: String, CodingKey {
        case photoID = "photo_id"
        case sizeID = "size"
        case fileName = "file_name"
        case validator
    }

    static let partSuffix = ".part"
    static let metaSuffix = ".part.meta"

    static func partPath(_ fileName: String, in directory: String) -> String {
        directory + "/" + fileName + partSuffix
    }

    static func metaPath(_ fileName: String, in directory: String) -> String {
        directory + "/" + metaName(fileName)
    }

    static func metaName(_ fileName: String) -> String {
        fileName + metaSuffix
    }

    /// Sidecar file names in `directory` by photo id: one directory listing for a whole run.
    static func sidecars(in directory: String) -> [Int: [String]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.reduce(into: [:]) { index, name in
            guard name.hasSuffix(metaSuffix), let id = name.split(separator: ".", maxSplits: 1).first.flatMap({ Int($0) }) else { return }
            index[id, default: []].append(name)
        }
    }

    /// The continuable `.part` among `sidecars` (meta file names) for this photo and size, with
    /// its current length; stale sidecars (their `.part` is gone) are removed on the way.
    static func find(photoID: Int, sizeID: Int, sidecars: [String], in directory: String) -> (PartialDownload, offset: Int64)? {
        for name in sidecars {
            let metaPath = directory + "/" + name
            guard let data = FileManager.default.contents(atPath: metaPath),
                  let partial = try? JSONDecoder().decode(PartialDownload.self, from: data),
                  partial.photoID == photoID, partial.sizeID == sizeID
            else { continue }
            var info = stat()
            guard stat(partPath(partial.fileName, in: directory), &info) == 0 else {
                unlink(metaPath)
                continue
            }
            return (partial, Int64(info.st_size))
        }
        return nil
    }

    func save(in directory: String) {
        guard let data = try? JSONEncoder().encode(self) else { return }
        _ = FileManager.default.createFile(atPath: Self.metaPath(fileName, in: directory), contents: data)
    }

    static func removeMeta(_ fileName: String, in directory: String) {
        unlink(metaPath(fileName, in: directory))
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
