/// The file name a `Content-Disposition` response header suggests (RFC 6266).
public enum ContentDisposition {
    /// The raw, unsanitised name: `filename*` (RFC 8187) when it decodes, else `filename`.
    /// Nil when neither is present or usable, or when the header breaks the grammar (a quoted or
    /// missing disposition type, a stray character, an unterminated string, a repeated parameter),
    /// since a malformed header cannot be trusted to say where a name starts and ends.
    public static func filename(from header: String) -> String? {
        guard let parameters = parameters(of: header) else { return nil }
        if let extended = parameters["filename*"], !extended.isQuoted,
           let name = ExtendedValue.decode(extended.text), !name.isEmpty {
            return name
        }
        if let plain = parameters["filename"], !plain.text.isEmpty {
            return plain.text
        }
        return nil
    }

    struct ParameterValue: Equatable {
        var text: String
        var isQuoted: Bool
    }

    /// `disposition-type *( OWS ";" OWS disposition-parm )`, keyed by lowercased name.
    /// Empty parameters (`attachment; ; x=y`, a trailing `;`) are tolerated.
    static func parameters(of header: String) -> [String: ParameterValue]? {
        var scanner = HeaderScanner(header)
        scanner.skipWhitespace()
        guard scanner.token() != nil else { return nil }
        var parameters: [String: ParameterValue] = [:]
        while true {
            scanner.skipWhitespace()
            if scanner.isAtEnd { return parameters }
            guard scanner.consume(";") else { return nil }
            scanner.skipWhitespace()
            if scanner.isAtEnd || scanner.isLooking(at: ";") {
                continue
            }
            guard let (name, value) = parameter(&scanner) else { return nil }
            guard parameters.updateValue(value, forKey: name.lowercased()) == nil else { return nil }
        }
    }

    private static func parameter(_ scanner: inout HeaderScanner) -> (String, ParameterValue)? {
        guard let name = scanner.token() else { return nil }
        scanner.skipWhitespace()
        guard scanner.consume("=") else { return nil }
        scanner.skipWhitespace()
        if let quoted = scanner.quotedString() {
            return (name, ParameterValue(text: quoted, isQuoted: true))
        }
        guard let token = scanner.token() else { return nil }
        return (name, ParameterValue(text: token, isQuoted: false))
    }
}
