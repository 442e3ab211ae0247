/// A photo service's name, as messages and the registry know it: `flickr`.
public struct ServiceName: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Where the built-in demo's face of this service files its photos (`demo-flickr`): a name
    /// no real service has, so that an archive never takes demo photos for the service's own.
    public var demo: ServiceName { ServiceName(rawValue: "demo-" + rawValue) }

    public var description: String { rawValue }
}

extension ServiceName: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }
}
