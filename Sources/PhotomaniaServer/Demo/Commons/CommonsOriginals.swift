import Foundation
import Synchronization

/// The originals' bytes and the `size` and `sha1` imageinfo reports for them. Those two need the
/// rendered bytes, so they are remembered for the life of the process, and a listing's missing
/// ones are worked out on all cores.
struct CommonsOriginals {
    struct Facts: Sendable, Equatable {
        let size: Int
        let sha1: String
    }

    let images: DemoImageStore

    func bytes(of file: CommonsFile) throws -> Data {
        file.format == .jpeg ? try images.jpeg(for: file.photo, fit: file.originalFit) : try CommonsMediaBytes.original(of: file)
    }

    /// Facts by page id for `files`; a file whose original cannot be rendered is left out.
    func facts(of files: [CommonsFile]) -> [Int: Facts] {
        let known = Self.remembered.withLock { remembered in files.compactMap { file in remembered[Self.key(file)].map { (file.pageID, $0) } } }
        var result = Dictionary(known) { first, _ in first }
        let missing = files.filter { result[$0.pageID] == nil }
        guard !missing.isEmpty else { return result }
        let computed = Mutex<[Int: Facts]>([:])
        DispatchQueue.concurrentPerform(iterations: missing.count) { position in
            let file = missing[position]
            guard let data = try? bytes(of: file) else { return }
            let facts = Facts(size: data.count, sha1: CommonsDigest.sha1Hex(data))
            computed.withLock { $0[file.pageID] = facts }
            Self.remembered.withLock { $0[Self.key(file)] = facts }
        }
        result.merge(computed.withLock { $0 }) { first, _ in first }
        return result
    }

    /// What the rendered bytes depend on.
    private struct Key: Hashable {
        let seed: UInt64
        let category: Int
        let width: Int
        let height: Int
        let progressive: Bool
        let edge: Int
        let format: CommonsFormat
    }

    private static func key(_ file: CommonsFile) -> Key {
        Key(seed: file.photo.seed, category: file.photo.category.rawValue, width: file.photo.width, height: file.photo.height,
            progressive: file.photo.progressive, edge: CommonsFile.originalEdge, format: file.format)
    }

    private static let remembered = Mutex<[Key: Facts]>([:])
}
