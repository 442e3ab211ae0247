import Foundation
import Synchronization

/// A least-recently-used cache of encoded images, bounded by their total byte count.
/// One entry may take at most a quarter of the limit, so a single huge image cannot flush
/// everything else.
final class DemoImageCache: Sendable {
    /// A rendition of a photo: a 500px size and a Flickr size of the same fit share one entry.
    struct Key: Hashable, Sendable {
        let photoID: Int
        let fit: DemoImageSize.Fit

        init(photoID: Int, fit: DemoImageSize.Fit) {
            self.photoID = photoID
            self.fit = fit
        }

        init(photoID: Int, size: DemoImageSize) {
            self.init(photoID: photoID, fit: size.fit)
        }
    }

    struct Statistics: Sendable, Equatable {
        var entries = 0
        var bytes = 0
        var hits = 0
        var misses = 0
    }

    private struct Entry {
        var data: Data
        var newer: Key?
        var older: Key?
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var newest: Key?
        var oldest: Key?
        var statistics = Statistics()
    }

    let byteLimit: Int
    private let state = Mutex(State())

    init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
    }

    var statistics: Statistics {
        state.withLock { $0.statistics }
    }

    func data(for key: Key) -> Data? {
        state.withLock { state in
            guard let entry = state.entries[key] else {
                state.statistics.misses += 1
                return nil
            }
            state.statistics.hits += 1
            Self.unlink(key, in: &state)
            Self.linkAsNewest(key, data: entry.data, in: &state)
            return entry.data
        }
    }

    func insert(_ data: Data, for key: Key) {
        guard data.count <= byteLimit / 4 else { return }
        state.withLock { state in
            if let old = state.entries[key] {
                state.statistics.bytes -= old.data.count
                Self.unlink(key, in: &state)
            }
            Self.linkAsNewest(key, data: data, in: &state)
            state.statistics.bytes += data.count
            while state.statistics.bytes > byteLimit, let oldest = state.oldest {
                state.statistics.bytes -= state.entries[oldest]?.data.count ?? 0
                Self.unlink(oldest, in: &state)
            }
            state.statistics.entries = state.entries.count
        }
    }

    private static func unlink(_ key: Key, in state: inout State) {
        guard let entry = state.entries.removeValue(forKey: key) else { return }
        if let newer = entry.newer { state.entries[newer]?.older = entry.older } else { state.newest = entry.older }
        if let older = entry.older { state.entries[older]?.newer = entry.newer } else { state.oldest = entry.newer }
    }

    private static func linkAsNewest(_ key: Key, data: Data, in state: inout State) {
        state.entries[key] = Entry(data: data, newer: nil, older: state.newest)
        if let newest = state.newest { state.entries[newest]?.newer = key }
        state.newest = key
        if state.oldest == nil { state.oldest = key }
    }
}
