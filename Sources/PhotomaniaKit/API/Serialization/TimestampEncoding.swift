import Foundation

extension KeyedEncodingContainer {
    /// Writes a date the way the API spells it, omitting the key when there is no date; a time
    /// in no zone (`withOffset` false) without an offset.
    mutating func encodeTimestamp(_ date: Date?, forKey key: Key, withOffset: Bool = true) throws {
        guard let date else { return }
        try encode(Timestamp.string(from: date, withOffset: withOffset), forKey: key)
    }
}
