import PhotomaniaHTTPText

/// RFC 8187 (formerly RFC 5987) `ext-value`: `charset "'" [ language ] "'" value-chars`.
enum ExtendedValue {
    /// The decoded text, or nil for an unsupported charset, a bad shape, a character outside
    /// `attr-char`, a broken `%XX` or bytes that are not valid in the charset.
    static func decode(_ value: String) -> String? {
        let parts = value.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty,
              parts[1].unicodeScalars.allSatisfy({ $0 == "-" || NamingASCII.isAlphanumeric($0) })
        else { return nil }
        guard parts[2].unicodeScalars.allSatisfy({ isAttributeCharacter($0) || $0 == "%" }),
              let bytes = PercentDecoding.bytes(of: parts[2], strict: true)
        else { return nil }
        switch parts[0].lowercased() {
        case "utf-8":
            return String(validating: bytes, as: UTF8.self)
        case "iso-8859-1":
            return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        default:
            return nil
        }
    }

    private static func isAttributeCharacter(_ scalar: Unicode.Scalar) -> Bool {
        NamingASCII.isAlphanumeric(scalar) || "!#$&+-.^_`|~".unicodeScalars.contains(scalar)
    }
}
