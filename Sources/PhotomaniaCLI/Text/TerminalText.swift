/// Text made safe for a terminal: the only thing a `TextOutput` writes.
///
/// A `String` becomes `TerminalText` through `init(_:)`, which runs it through
/// `sanitizedForTerminal`, so whatever a server sent cannot steer the terminal however it was
/// put together. The program's own escape codes (colours, the live progress block, browse
/// frames, pictures) come in through `init(withOwnEscapeCodes:)`, whose callers build their text
/// from parts that each went through the sanitiser (see each call).
public struct TerminalText: Sendable, Equatable {
    public let string: String

    public init(_ text: String) {
        string = sanitizedForTerminal(text)
    }

    init(withOwnEscapeCodes composed: String) {
        string = composed
    }

    static func + (left: TerminalText, right: TerminalText) -> TerminalText {
        TerminalText(withOwnEscapeCodes: left.string + right.string)
    }
}
