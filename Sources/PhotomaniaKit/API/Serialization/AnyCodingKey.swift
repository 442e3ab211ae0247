/// A key known only at run time, such as a collection's items key.
struct AnyCodingKey: CodingKey, Hashable, ExpressibleByStringLiteral {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    init(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        return nil
    }

    init(stringLiteral value: String) {
        self.init(value)
    }
}
