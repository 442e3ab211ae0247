/// Walks a JPEG's marker segments from just after SOI to the first scan, skipping each segment's
/// payload by its length, so that only their headers are read (through a small window). Bytes
/// that are no marker between segments are passed over, as libjpeg does with a warning.
struct JPEGSegmentWalk {
    enum Outcome {
        /// Where the first scan's entropy-coded data starts.
        case found(Int)
        case failed(JPEGIntegrity.Result)
    }

    let size: Int
    let read: (Int, Int) throws(JPEGIntegrity.ReadFailure) -> [UInt8]
    private var window: [UInt8] = []
    private var windowStart = 0
    private static let windowLength = 4096

    /// SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static let frameMarkers: Set<UInt8> = [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]
    private static let startOfScan: UInt8 = 0xDA

    init(size: Int, read: @escaping (Int, Int) throws(JPEGIntegrity.ReadFailure) -> [UInt8]) {
        self.size = size
        self.read = read
    }

    mutating func firstScanData() throws(JPEGIntegrity.ReadFailure) -> Outcome {
        var offset = 2
        var hasFrame = false
        while true {
            guard let marker = try nextMarker(from: &offset) else { return .failed(.truncated) }
            switch marker {
            // A stuffed zero outside a scan is a stray byte; TEM and RSTn stand alone.
            case 0x00, 0x01, 0xD0...0xD7:
                continue
            case 0xD8:
                return .failed(.malformed("a second start marker (SOI) comes before any scan"))
            case 0xD9:
                return .failed(.malformed(hasFrame ? "no scan (SOS) before its end marker" : "no frame (SOF) and no scan (SOS) before its end marker"))
            default:
                guard let high = try byte(at: offset), let low = try byte(at: offset + 1) else { return .failed(.truncated) }
                let length = Int(high) << 8 | Int(low)
                guard length >= 2 else { return .failed(.malformed("a marker segment gives the impossible length \(length)")) }
                let end = offset + length
                guard end <= size else { return .failed(.truncated) }
                if Self.frameMarkers.contains(marker) {
                    guard try isFrameHeader(at: offset + 2, length: length) else { return .failed(.malformed("its frame header (SOF) is malformed")) }
                    hasFrame = true
                } else if marker == Self.startOfScan {
                    guard hasFrame else { return .failed(.malformed("no frame (SOF) before its scan (SOS)")) }
                    guard try isScanHeader(at: offset + 2, length: length) else { return .failed(.malformed("its scan header (SOS) is malformed")) }
                    return .found(end)
                }
                offset = end
            }
        }
    }

    /// The code of the next marker at or after `offset` (past stray and fill bytes), leaving
    /// `offset` just after it; nil at the end of the file.
    private mutating func nextMarker(from offset: inout Int) throws(JPEGIntegrity.ReadFailure) -> UInt8? {
        while let value = try byte(at: offset), value != 0xFF { offset += 1 }
        while let value = try byte(at: offset), value == 0xFF { offset += 1 }
        guard let code = try byte(at: offset) else { return nil }
        offset += 1
        return code
    }

    /// Precision, height, width (not 0), 1–255 components of 3 bytes each: exactly the length.
    private mutating func isFrameHeader(at payload: Int, length: Int) throws(JPEGIntegrity.ReadFailure) -> Bool {
        guard length >= 8, let widthHigh = try byte(at: payload + 3), let widthLow = try byte(at: payload + 4),
              let components = try byte(at: payload + 5)
        else { return false }
        return widthHigh | widthLow != 0 && components > 0 && length == 8 + 3 * Int(components)
    }

    /// 1–4 components of 2 bytes each, then 3 bytes: exactly the length.
    private mutating func isScanHeader(at payload: Int, length: Int) throws(JPEGIntegrity.ReadFailure) -> Bool {
        guard length >= 6, let components = try byte(at: payload) else { return false }
        return (1...4).contains(components) && length == 6 + 2 * Int(components)
    }

    private mutating func byte(at offset: Int) throws(JPEGIntegrity.ReadFailure) -> UInt8? {
        guard offset < size else { return nil }
        if offset < windowStart || offset >= windowStart + window.count {
            window = try read(offset, min(Self.windowLength, size - offset))
            windowStart = offset
        }
        return window[offset - windowStart]
    }
}
