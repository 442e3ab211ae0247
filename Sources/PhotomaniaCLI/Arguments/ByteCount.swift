import Foundation

/// A number of bytes as people write it: `512`, `500k`, `2M`, `1.5G` (powers of 1024).
enum ByteCount {
    /// nil for anything else, or for more than `Int.max` bytes.
    static func parse(_ text: String) -> Int? {
        let units: [Character: Double] = ["k": 1024, "m": 1_048_576, "g": 1_073_741_824]
        var digits = Substring(text.trimmingCharacters(in: .whitespaces).lowercased())
        if digits.hasSuffix("ib") { digits = digits.dropLast(2) } else if digits.hasSuffix("b") { digits = digits.dropLast() }
        var scale = 1.0
        if let last = digits.last, let unit = units[last] {
            scale = unit
            digits = digits.dropLast()
        }
        guard let number = Double(digits), number >= 0, number.isFinite else { return nil }
        let bytes = (number * scale).rounded()
        return bytes < Double(Int.max) ? Int(bytes) : nil
    }
}
