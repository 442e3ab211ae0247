import Foundation

/// Where a JPEG's XMP packet is, or where one goes: its marker segments are walked from SOI to
/// the first scan (SOS), reading only their headers. An APP1 segment is the packet's when its
/// payload starts with the XMP namespace `header`; the first one found is the file's packet.
/// A new one goes after SOI, after the APP0 segments (JFIF) that directly follow it, and after
/// an Exif APP1 segment directly after those, as cameras write Exif first.
enum JPEGXMPSegment {
    enum Location: Sendable, Equatable {
        /// The file's own packet: where its whole segment starts, its length, and the packet it holds.
        case existing(at: Int64, length: Int64, packet: [UInt8])
        case insert(at: Int64)
    }

    /// Why a file's segments could not be walked.
    struct Unwalkable: Error, Sendable, Equatable {
        var reason: String
    }

    static let header = Array("http://ns.adobe.com/xap/1.0/\u{0}".utf8)
    private static let exifHeader = Array("Exif\u{0}".utf8)
    private static let maxSegments = 10_000

    /// The APP1 segment holding `packet` (at most `XMPPacket.maxBytes`).
    static func segment(holding packet: [UInt8]) -> [UInt8] {
        let length = 2 + header.count + packet.count
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + header + packet
    }

    private struct Segment {
        var marker: UInt8
        /// From its marker to its end.
        var start: Int64
        var end: Int64
        var isXMP = false
        var isExif = false
    }

    static func locate(in descriptor: Int32, size: Int64) throws(Unwalkable) -> Location {
        let segments = try walk(descriptor, size: size)
        if let xmp = segments.first(where: \.isXMP) {
            return .existing(at: xmp.start, length: xmp.end - xmp.start, packet: try packet(of: xmp, in: descriptor))
        }
        var position: Int64 = 2
        var following = segments[...]
        while let first = following.first, first.marker == 0xE0, first.start == position {
            position = first.end
            following = following.dropFirst()
        }
        if let first = following.first, first.isExif, first.start == position { position = first.end }
        return .insert(at: position)
    }

    /// Every XMP packet of the file, in order: a file written right has one at most.
    static func packets(in descriptor: Int32, size: Int64) throws(Unwalkable) -> [[UInt8]] {
        var packets: [[UInt8]] = []
        for segment in try walk(descriptor, size: size) where segment.isXMP { packets.append(try packet(of: segment, in: descriptor)) }
        return packets
    }

    private static func packet(of segment: Segment, in descriptor: Int32) throws(Unwalkable) -> [UInt8] {
        let start = segment.start + 4 + Int64(header.count)
        return try read(descriptor, Int(segment.end - start), at: start)
    }

    /// The segments from SOI to the first scan.
    private static func walk(_ descriptor: Int32, size: Int64) throws(Unwalkable) -> [Segment] {
        guard size >= 4, try read(descriptor, 2, at: 0) == [0xFF, 0xD8] else { throw Unwalkable(reason: "it does not start with the JPEG start marker") }
        var segments: [Segment] = []
        var offset: Int64 = 2
        while true {
            guard segments.count < maxSegments else { throw Unwalkable(reason: "it has over \(maxSegments) segments before its image data") }
            guard offset + 2 <= size else { throw Unwalkable(reason: "it ends before its image data") }
            let marker = try read(descriptor, 2, at: offset)
            guard marker[0] == 0xFF else { throw Unwalkable(reason: "a byte that is no marker comes at offset \(offset) of its header") }
            // Fill bytes (FF) may come before a marker.
            if marker[1] == 0xFF {
                offset += 1
                continue
            }
            switch marker[1] {
            case 0xDA: return segments
            case 0x00, 0x01, 0xD0...0xD9: throw Unwalkable(reason: String(format: "the marker FF %02X comes before its image data", marker[1]))
            default: break
            }
            guard offset + 4 <= size else { throw Unwalkable(reason: "it ends before its image data") }
            let lengthBytes = try read(descriptor, 2, at: offset + 2)
            let length = Int64(lengthBytes[0]) << 8 | Int64(lengthBytes[1])
            let end = offset + 2 + length
            guard length >= 2, end <= size else { throw Unwalkable(reason: "a segment of its header runs past its end") }
            var segment = Segment(marker: marker[1], start: offset, end: end)
            if marker[1] == 0xE1 {
                let start = try read(descriptor, Int(min(Int64(header.count), length - 2)), at: offset + 4)
                segment.isXMP = start == header
                segment.isExif = start.starts(with: exifHeader)
            }
            segments.append(segment)
            offset = end
        }
    }

    private static func read(_ descriptor: Int32, _ count: Int, at offset: Int64) throws(Unwalkable) -> [UInt8] {
        do throws(PositionalRead.Failure) {
            return try PositionalRead.bytes(descriptor, count: count, at: offset)
        } catch .system(let reason) {
            throw Unwalkable(reason: "it cannot be read (\(reason))")
        } catch {
            throw Unwalkable(reason: "it ends before its image data")
        }
    }
}
