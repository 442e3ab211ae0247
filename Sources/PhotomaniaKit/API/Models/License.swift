/// A photo's licence, as its service names it: what a credit line says and links to.
public struct License: Hashable, Sendable, CustomStringConvertible {
    /// The service's own number for it (`license_type`), where it numbers them.
    public let code: Int?
    public let name: String
    /// The licence's text on the web (Creative Commons' deed), when the service says.
    public let url: String?
    /// The photo is in the public domain (a dedication or a mark, not a license that keeps rights).
    public let isPublicDomain: Bool

    public init(code: Int? = nil, name: String, url: String? = nil, isPublicDomain: Bool = false) {
        self.code = code
        self.name = name
        self.url = url
        self.isPublicDomain = isPublicDomain
    }

    public var description: String { name }
}
