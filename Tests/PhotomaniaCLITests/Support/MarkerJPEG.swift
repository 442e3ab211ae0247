/// The smallest file the JPEG check calls whole: SOI, a frame (SOF0, 16 × 16, one component), a
/// scan header, `scanData`, EOI. Only its markers are right: it does not decode.
func markerJPEG(_ scanData: [UInt8] = [1]) -> [UInt8] {
    [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 8, 0, 16, 0, 16, 1, 1, 0x11, 0, 0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 0x3F, 0] + scanData + [0xFF, 0xD9]
}
