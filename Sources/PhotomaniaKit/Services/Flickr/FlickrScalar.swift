import Foundation

/// One scalar of a Flickr answer however it is spelled: a string, a number, a boolean, or any
/// of these wrapped as `{"_content": …}` (an XML element's text in Flickr's JSON). Null, an
/// empty wrapper, a list or any other object is no value. Never throws.
struct FlickrScalar: Decodable {
    enum Value {
        case text(String)
        case integer(Int)
        case real(Double)
        case flag(Bool)
    }

    let value: Value?

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
            value = (try? object.decodeIfPresent(Plain.self, forKey: "_content"))?.value
        } else {
            value = Self.plain(in: decoder)
        }
    }

    /// A value that is not wrapped: `{"_content": {"_content": 1}}` is no value.
    struct Plain: Decodable {
        let value: Value?

        init(from decoder: any Decoder) throws {
            value = FlickrScalar.plain(in: decoder)
        }
    }

    private static func plain(in decoder: any Decoder) -> Value? {
        guard let single = try? decoder.singleValueContainer(), !single.decodeNil() else { return nil }
        if let integer = try? single.decode(Int.self) { return .integer(integer) }
        if let real = try? single.decode(Double.self) { return .real(real) }
        if let flag = try? single.decode(Bool.self) { return .flag(flag) }
        if let text = try? single.decode(String.self) { return .text(text) }
        return nil
    }

    /// Text: a string as it is, a number as its decimal digits; nil for `""` and booleans.
    var text: String? {
        switch value {
        case .text(let text): text.isEmpty ? nil : FlickrText.capped(text)
        case .integer(let integer): String(integer)
        case .real(let real): real.isFinite ? String(real) : nil
        case .flag, nil: nil
        }
    }

    /// A whole number: a JSON number, or a string holding one; held at `Int`'s bounds when
    /// larger, a fraction cut toward zero; nil for `""`, other text and booleans.
    var integer: Int? {
        switch value {
        case .integer(let integer): return integer
        case .real(let real): return Self.saturated(real)
        case .text(let text): return Self.integer(in: text)
        case .flag, nil: return nil
        }
    }

    /// A number with a fraction (`"54.321098"`, `2.8`); nil for `""` and booleans.
    var real: Double? {
        switch value {
        case .integer(let integer): Double(integer)
        case .real(let real): real.isFinite ? real : nil
        case .text(let text): Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
        case .flag, nil: nil
        }
    }

    /// A flag: `0`/`1` (any other number: whether it is not 0), `"0"`/`"1"`, `true`/`false`,
    /// `"true"`/`"false"`; nil otherwise.
    var flag: Bool? {
        switch value {
        case .flag(let flag): return flag
        case .integer(let integer): return integer != 0
        case .real(let real): return real.isNaN ? nil : real != 0
        case .text(let text):
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "1", "true": return true
            case "0", "false": return false
            default: return integer.map { $0 != 0 }
            }
        case nil: return nil
        }
    }

    private static func saturated(_ real: Double) -> Int? {
        guard !real.isNaN else { return nil }
        if real >= Double(Int.max) { return .max }
        if real <= Double(Int.min) { return .min }
        return Int(real.rounded(.towardZero))
    }

    /// `"42"`, `" 42 "`, `"-3"`, `"+7"`, `"99999999999999999999"` (held at `Int.max`), `"1.0"`.
    private static func integer(in text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var digits = trimmed.utf8[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return Double(trimmed).flatMap(saturated)
        }
        var value = 0
        for digit in digits {
            value = value.saturatingMultiplied(by: 10).saturatingAdding(Int(digit - UInt8(ascii: "0")))
        }
        return negative ? (value == .max ? .min : -value) : value
    }
}

/// How long a text from Flickr may be once decoded: a title, a description, a comment, a name,
/// in Unicode scalars (so at most four times as many bytes).
enum FlickrText {
    static let maxScalars = 16 * 1024

    /// `text`, cut after `maxScalars` scalars.
    static func capped(_ text: String) -> String {
        text.unicodeScalars.count <= maxScalars ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(maxScalars)))
    }

    /// The longest error message kept, in scalars.
    static let maxMessageScalars = 256

    /// `text` on one line (each control character a space), cut after `maxMessageScalars`: an
    /// error message that goes into a one-line report.
    static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(maxMessageScalars).map { $0.properties.generalCategory == .control ? " " : $0 }))
    }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
    func flickrScalar(_ key: String) -> FlickrScalar {
        (try? decodeIfPresent(FlickrScalar.self, forKey: AnyCodingKey(key))) ?? .absent
    }

    /// The first of `keys` that holds a value (`perpage` or `per_page`, `isprimary` or `is_primary`).
    func flickrScalar(_ keys: [String]) -> FlickrScalar {
        keys.lazy.map(flickrScalar).first { $0.value != nil } ?? .absent
    }

    func flickrText(_ key: String) -> String? { flickrScalar(key).text }
    func flickrInteger(_ key: String) -> Int? { flickrScalar(key).integer }
    /// A count: never below zero.
    func flickrCount(_ key: String) -> Int? { flickrScalar(key).integer.map { max(0, $0) } }
    func flickrReal(_ key: String) -> Double? { flickrScalar(key).real }
    func flickrFlag(_ key: String) -> Bool? { flickrScalar(key).flag }

    /// A Unix time in seconds (`"1716890000"` or a number); nil outside years 1970–9999.
    func flickrUnixTime(_ key: String) -> Date? {
        guard let seconds = flickrScalar(key).integer, (0...253_402_300_799).contains(seconds) else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// A `"YYYY-MM-DD HH:MM:SS"` time (the photo's own clock, read as UTC), or a Unix time.
    func flickrDateTime(_ key: String) -> Date? {
        guard let text = flickrScalar(key).text else { return nil }
        return Timestamp.parse(text) ?? flickrUnixTime(key)
    }

    /// An id of `kind`; nil when absent or not one (see `FlickrID`).
    func flickrID(_ key: String, _ kind: FlickrID.Kind) -> String? {
        flickrScalar(key).text.flatMap { FlickrID.valid($0, kind) }
    }

    /// A required id: absent or malformed fails the object it is in.
    func flickrRequiredID(_ key: String, _ kind: FlickrID.Kind) throws -> String {
        guard let id = flickrID(key, kind) else {
            throw DecodingError.dataCorruptedError(forKey: AnyCodingKey(key), in: self, debugDescription: "not a Flickr \(kind) id")
        }
        return id
    }

    /// A nested object, or nil when absent or not an object.
    func flickrObject(_ key: String) -> KeyedDecodingContainer<AnyCodingKey>? {
        try? nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(key))
    }

    /// The elements of a list that decode; a list that is absent, null or no list is empty.
    func flickrElements<T: Decodable>(_ key: String, as type: T.Type) -> (items: [T], skipped: Int) {
        guard let list = try? decodeIfPresent([LenientElement<T>].self, forKey: AnyCodingKey(key)) else { return ([], 0) }
        let items = list.compactMap(\.value)
        return (items, list.count - items.count)
    }
}

extension FlickrScalar {
    /// No value, as for a member that is absent.
    static let absent = FlickrScalar(value: nil)

    private init(value: Value?) {
        self.value = value
    }
}
