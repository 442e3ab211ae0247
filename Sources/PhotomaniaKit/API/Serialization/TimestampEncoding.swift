import Foundation

extension KeyedEncodingContainer {
    /// Writes a date the way the API spells it, omitting the key when there is no date.
    mutating func encodeTimestamp(_ date: Date?, forKey key: Key) throws {
        guard let date else { return }
        try encode(Timestamp.string(from: date), forKey: key)
    }
}
