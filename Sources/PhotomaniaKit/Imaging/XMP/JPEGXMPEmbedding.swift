import Foundation

/// Writes XMP properties into a JPEG in place, through its open descriptor: a new APP1 segment
/// (`JPEGXMPSegment` says where), or the file's own packet rewritten with ours merged into it
/// (`XMPMerge`), the bytes after it moved by the difference (`FileSplice`). The image data is
/// not touched: its pixels decode as before.
public enum JPEGXMPEmbedding {
    public enum Outcome: Sendable, Equatable {
        /// A packet of ours went in; the file had none.
        case inserted
        /// Ours went into the file's own packet.
        case merged
        /// The file's own packet could not be read (`reason` says why): ours took its place.
        case replacedUnreadable(reason: String)
        /// The file is as it came (`reason` says why).
        case unchanged(reason: String)
    }

    /// Writing failed midway: the file holds neither its old bytes nor its new ones.
    public struct Damage: Error, Sendable, Equatable {
        public var reason: String
    }

    /// Embeds `properties` in the JPEG open (read and write) at `descriptor`; `shrinking` as
    /// `XMPPacket.fitted(_:shrinking:)` cuts them when they do not fit. Blocking.
    public static func embed(
        _ properties: [XMPProperty], shrinking: [(namespace: XMPNamespace, name: String)], into descriptor: Int32,
        chunkSize: Int = 1 << 20
    ) throws(Damage) -> Outcome {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unchanged(reason: "it cannot be read (\(String(cString: strerror(errno))))") }
        let size = Int64(status.st_size)
        let location: JPEGXMPSegment.Location
        do throws(JPEGXMPSegment.Unwalkable) {
            location = try JPEGXMPSegment.locate(in: descriptor, size: size)
        } catch {
            return .unchanged(reason: "its JPEG header cannot be walked: \(error.reason)")
        }
        let cuts = shrinking.map { XMLName.Key(namespace: $0.namespace.uri, local: $0.name) }
        let (offset, replaced): (Int64, Int64)
        let packet: [UInt8]?
        let outcome: Outcome
        switch location {
        case .insert(let position):
            (offset, replaced, packet, outcome) = (position, 0, XMPPacket.fitted(properties, shrinking: cuts), .inserted)
        case .existing(let start, let length, let theirs):
            (offset, replaced) = (start, length)
            do throws(XMLReader.Failure) {
                let root = try XMLReader.root(of: theirs)
                guard let merge = XMPMerge(theirs: root, replacing: Set(properties.map(\.key))) else {
                    throw XMLReader.Failure(description: "it has no rdf:RDF element")
                }
                packet = XMPPacket.fitted(properties, shrinking: cuts, retained: merge.retained, about: merge.about)
                outcome = .merged
            } catch {
                packet = XMPPacket.fitted(properties, shrinking: cuts)
                outcome = .replacedUnreadable(reason: error.description)
            }
        }
        guard let packet else { return .unchanged(reason: "its own XMP leaves no room for photomania's in one JPEG segment") }
        // Appending writes would ignore the offsets of `pwrite`.
        let flags = fcntl(descriptor, F_GETFL)
        if flags & O_APPEND != 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_APPEND) }
        defer { if flags & O_APPEND != 0 { _ = fcntl(descriptor, F_SETFL, flags) } }
        do throws(FileSplice.Failure) {
            try FileSplice.replace(replaced, bytesAt: offset, with: JPEGXMPSegment.segment(holding: packet), in: descriptor, size: size, chunkSize: chunkSize)
        } catch {
            switch error {
            case .unchanged(let reason): return .unchanged(reason: "it could not be rewritten (\(reason))")
            case .damaged(let reason): throw Damage(reason: reason)
            }
        }
        return outcome
    }
}
