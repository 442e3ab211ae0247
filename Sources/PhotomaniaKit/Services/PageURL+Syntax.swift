import PhotomaniaHTTPText

/// The outer syntax of a page URL: which texts are URLs, where their path is, and its segments,
/// percent-decoded. Written out by hand (RFC 3986's shapes, simplified) so no URL type's leniency
/// or normalisation decides what a page is.
extension PageURL {
    typealias Scalars = Substring.UnicodeScalarView

    enum Located: Equatable {
        case notURL
        /// A URL, with its path still percent-encoded; nil when it can name no page (another
        /// scheme, a bad host or port, white space or a control inside, too long).
        case url(Location?)
    }

    /// Where a URL points: its host (lowercased, without port or userinfo; nil for a path alone)
    /// and its path, still percent-encoded.
    struct Location: Equatable {
        var host: String?
        var path: Substring
    }

    static let maxBytes = 8192
    static let maxSegments = 16

    static func locate(_ text: String) -> Located {
        let trimmed = text.unicodeScalars[...].trimmingASCIISpace()
        guard !trimmed.isEmpty else { return .notURL }
        let afterAuthority: Scalars
        var host: Scalars?
        if let scheme = scheme(of: trimmed) {
            guard ["http", "https"].contains(String(scheme).lowercased()) else { return .url(nil) }
            let authority = trimmed[scheme.endIndex...].dropFirst(3).prefix { !isAuthorityEnd($0) }
            guard let (named, _) = hostAndPort(authority) else { return .url(nil) }
            (host, afterAuthority) = (named, trimmed[authority.endIndex...])
        } else if trimmed.starts(with: "//".unicodeScalars) {
            let authority = trimmed.dropFirst(2).prefix { !isAuthorityEnd($0) }
            guard let (named, _) = hostAndPort(authority) else { return .url(nil) }
            (host, afterAuthority) = (named, trimmed[authority.endIndex...])
        } else if trimmed.first == "/" {
            afterAuthority = trimmed
        } else {
            let authority = trimmed.prefix { !isAuthorityEnd($0) }
            // A host alone (`500px.com`, `ana.b`) is no URL: user names hold dots too.
            guard isHostLike(authority), trimmed[authority.endIndex...].first == "/" else { return .notURL }
            (host, afterAuthority) = (hostAndPort(authority)?.host, trimmed[authority.endIndex...])
        }
        guard String(trimmed).utf8.count <= maxBytes, !trimmed.contains(where: isForbidden) else { return .url(nil) }
        let path = Substring(afterAuthority.prefix { $0 != "?" && $0 != "#" })
        return .url(Location(host: host.map { String($0).lowercased() }, path: path))
    }

    /// The segments of an absolute path, split on `/` and then percent-decoded; one trailing `/`
    /// is dropped. Nil for an empty path, an empty or dot segment, a bad escape or non-UTF-8 bytes.
    static func segments(of path: Substring) -> [String]? {
        let scalars = path.unicodeScalars
        guard scalars.first == "/" else { return nil }
        var raw = scalars.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        if raw.count > 1, raw.last?.isEmpty == true { raw.removeLast() }
        // No service's page has this many: a long path is no page, and costs no decoding.
        guard raw.count <= maxSegments else { return nil }
        var segments: [String] = []
        for piece in raw {
            guard let segment = percentDecoded(Substring(piece)), !segment.isEmpty, segment != ".", segment != ".." else { return nil }
            segments.append(segment)
        }
        return segments
    }

    private static func isAuthorityEnd(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "/" || scalar == "?" || scalar == "#"
    }

    /// The scheme when `text` starts with `scheme://` (a letter, then letters, digits, `+`, `-`
    /// or `.`).
    private static func scheme(of text: Scalars) -> Scalars? {
        guard let colon = text.firstIndex(of: ":"), text[colon...].starts(with: "://".unicodeScalars) else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCIILetter,
              scheme.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || $0 == "+" || $0 == "-" || $0 == "." }) else { return nil }
        return scheme
    }

    /// A first segment that can only be a host: a dotted name, a bracketed IPv6 address, or a name
    /// with a port. No userinfo here: `ana@500px.com/x` is not taken for a URL.
    private static func isHostLike(_ segment: Scalars) -> Bool {
        guard !segment.contains("@"), let (host, port) = hostAndPort(segment) else { return false }
        return host.first == "[" || host.contains(".") || port != nil
    }

    /// The host and port of an authority, userinfo dropped; nil when either is malformed.
    private static func hostAndPort(_ authority: Scalars) -> (host: Scalars, port: Int?)? {
        var hostPort = authority
        if let at = authority.lastIndex(of: "@") { hostPort = authority[authority.index(after: at)...] }
        let host: Scalars
        let portText: Scalars?
        if hostPort.first == "[" {
            guard let close = hostPort.firstIndex(of: "]") else { return nil }
            host = hostPort[...close]
            let inside = host.dropFirst().dropLast()
            guard inside.contains(":"), inside.allSatisfy({ $0.isASCIIHexDigit || $0 == ":" || $0 == "." }) else { return nil }
            let after = hostPort[hostPort.index(after: close)...]
            guard after.isEmpty || after.first == ":" else { return nil }
            portText = after.isEmpty ? nil : after.dropFirst()
        } else {
            if let colon = hostPort.firstIndex(of: ":") {
                host = hostPort[..<colon]
                portText = hostPort[hostPort.index(after: colon)...]
            } else {
                host = hostPort
                portText = nil
            }
            guard let first = host.first, isHostScalar(first), !isMarkOrPunctuation(first), host.allSatisfy(isHostScalar) else { return nil }
        }
        guard let portText else { return (host, nil) }
        guard (1...5).contains(portText.count), portText.allSatisfy(\.isASCIIDigit),
              let port = Int(String(portText)), port <= 65535 else { return nil }
        return (host, port)
    }

    /// A host name's characters: ASCII letters and digits, `-`, `.`, `_`, `~`, and any letter,
    /// digit or mark beyond ASCII (an internationalised name as typed).
    private static func isHostScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar.isASCIILetter || scalar.isASCIIDigit || scalar == "-" || scalar == "." || scalar == "_" || scalar == "~"
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static func isMarkOrPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar == "-" || scalar == "." || scalar == "_" || scalar == "~"
        }
    }

    /// What a pasted URL never holds once its ends are trimmed: white space and controls.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isWhitespace
    }

    private static func percentDecoded(_ piece: Substring) -> String? {
        PercentDecoding.string(of: piece)
    }
}

private extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
    var isASCIIHexDigit: Bool { isASCIIDigit || ("a"..."f").contains(self) || ("A"..."F").contains(self) }
}

private extension Substring.UnicodeScalarView {
    /// The scalars without the ASCII white space (space, tab, CR, LF, VT, FF) at either end.
    func trimmingASCIISpace() -> Self {
        let isSpace: (Unicode.Scalar) -> Bool = { " \t\r\n\u{0B}\u{0C}".unicodeScalars.contains($0) }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return self[endIndex...] }
        return self[first...last]
    }
}
