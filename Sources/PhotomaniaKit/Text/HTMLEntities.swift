/// Decoding of HTML character references: `&amp;`, `&#233;`, `&#x1F600;`.
enum HTMLEntities {
    /// The character a reference body (between `&` and `;`) stands for, or nil when it is
    /// not one this decoder knows.
    static func decode(_ body: Substring) -> Unicode.Scalar? {
        if body.hasPrefix("#x") || body.hasPrefix("#X") {
            return numeric(body.dropFirst(2), radix: 16)
        }
        if body.hasPrefix("#") {
            return numeric(body.dropFirst(), radix: 10)
        }
        return named[String(body)]
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    private static func numeric(_ digits: Substring, radix: Int) -> Unicode.Scalar? {
        guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: radix) else { return nil }
        if (0x80...0x9F).contains(value) {
            return windows1252[Int(value - 0x80)]
        }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return replacement }
        return scalar
    }

    /// What HTML makes of references to C1 controls: the Windows-1252 characters at those bytes.
    private static let windows1252: [Unicode.Scalar] = [
        "€", replacement, "‚", "ƒ", "„", "…", "†", "‡", "ˆ", "‰", "Š", "‹", "Œ", replacement, "Ž", replacement,
        replacement, "‘", "’", "“", "”", "•", "–", "—", "˜", "™", "š", "›", "œ", replacement, "ž", "Ÿ",
    ]

    /// Names of U+00A0 through U+00FF, in code point order.
    private static let latin1Names = """
        nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr \
        deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest \
        Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml \
        ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig \
        agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml \
        eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml
        """

    private static let otherNames: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
        "OElig": "Œ", "oelig": "œ", "Scaron": "Š", "scaron": "š", "Yuml": "Ÿ", "fnof": "ƒ",
        "circ": "ˆ", "tilde": "˜", "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}",
        "zwnj": "\u{200C}", "zwj": "\u{200D}", "lrm": "\u{200E}", "rlm": "\u{200F}",
        "ndash": "–", "mdash": "—", "lsquo": "‘", "rsquo": "’", "sbquo": "‚",
        "ldquo": "“", "rdquo": "”", "bdquo": "„", "dagger": "†", "Dagger": "‡", "bull": "•",
        "hellip": "…", "permil": "‰", "prime": "′", "Prime": "″", "lsaquo": "‹", "rsaquo": "›",
        "euro": "€", "trade": "™", "larr": "←", "uarr": "↑", "rarr": "→", "darr": "↓", "harr": "↔",
        "hearts": "♥", "star": "☆", "check": "✓",
    ]

    private static let named: [String: Unicode.Scalar] = {
        var table = otherNames
        for (offset, name) in latin1Names.split(separator: " ").enumerated() {
            if let scalar = Unicode.Scalar(0xA0 + UInt32(offset)) {
                table[String(name)] = scalar
            }
        }
        return table
    }()
}
