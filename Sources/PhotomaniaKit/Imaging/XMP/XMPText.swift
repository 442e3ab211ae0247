import Foundation

/// Text from a server made fit for an XMP packet: only characters XML 1.0 allows, no control
/// characters (C0 but tab and line breaks, DEL, C1), line breaks as `\n` (as spaces on one
/// line), trimmed, at most `maxCharacters`. Escaping is the writer's.
public enum XMPText {
    public static func cleaned(_ text: String, singleLine: Bool, maxCharacters: Int) -> String {
        var scalars = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < maxCharacters else { break }
            defer { previous = scalar }
            var kept = scalar
            switch scalar.value {
            case 0x0A where previous == "\r": continue
            case 0x0A, 0x0D: kept = singleLine ? " " : "\n"
            case 0x09: kept = singleLine ? " " : "\t"
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: continue
            default: break
            }
            scalars.append(kept)
            count += 1
        }
        return String(scalars).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
