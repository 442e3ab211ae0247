import Foundation

/// The protocol parameters of an `Authorization: OAuth …` header (RFC 5849 §3.5.1):
/// `name="percent-encoded value"` pairs separated by commas. `realm` is kept apart: it is not signed.
public struct OAuthAuthorizationHeader: Sendable, Equatable {
    public var realm: String?
    public var parameters: [(name: String, value: String)]

    /// nil for another scheme, an unquoted or badly escaped value, or a name given twice.
    public init?(_ header: String) {
        guard let space = header.firstIndex(of: " "), header[..<space].lowercased() == "oauth" else { return nil }
        var realm: String?
        var parameters: [(name: String, value: String)] = []
        for field in header[space...].split(separator: ",") {
            let parts = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            guard parts.count == 2, !name.isEmpty else { return nil }
            let quoted = parts[1].trimmingCharacters(in: .whitespaces)
            guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\""),
                  let value = String(quoted.dropFirst().dropLast()).removingPercentEncoding,
                  !parameters.contains(where: { $0.name == name }), !(name == "realm" && realm != nil)
            else { return nil }
            if name == "realm" { realm = value } else { parameters.append((name, value)) }
        }
        self.realm = realm
        self.parameters = parameters
    }

    public func value(_ name: String) -> String? {
        parameters.first { $0.name == name }?.value
    }

    public static func == (left: Self, right: Self) -> Bool {
        left.realm == right.realm && left.parameters.elementsEqual(right.parameters) { $0 == $1 }
    }
}
