/// What the terminal answered to a query, and what the user typed meanwhile.
struct TerminalAnswers: Sendable, Equatable {
    /// The numbers of the answer to `CSI c` (primary device attributes: `ESC [ ? 62 ; 4 ; 22 c`
    /// gives 62, 4, 22); nil when no answer came in time.
    var attributes: [Int]?
    /// The cell size from the answer to `CSI 16 t` (`ESC [ 6 ; height ; width t`), when one came
    /// and was plausible (`CellSize`).
    var cellSize: CellSize?
    /// Every byte read that was no part of an answer, in order: keys typed while the query ran.
    var typed: [UInt8] = []
}

/// Sorts the bytes a terminal's input delivers while a query waits into the answers to `CSI c`
/// and `CSI 16 t` and everything else, which the user typed. Bytes that may be the start of an
/// answer (an ESC, `ESC [`) are held until the answer completes or something breaks it; then
/// they are typed keys after all, in their place. Answers may come split across reads.
struct TerminalReplyParser {
    private(set) var answers = TerminalAnswers()
    private var held: [UInt8] = []
    /// Whether an answer to `CSI 16 t` came: the terminal is answering.
    private var sawReply = false

    /// No answer is longer; anything longer is typed bytes.
    private static let longestReply = 64
    private static let escape: UInt8 = 0x1B

    /// The answer to `CSI c` came: it is asked last, so nothing more is awaited.
    var isAnswered: Bool { answers.attributes != nil }

    /// Whether the terminal is evidently answering: an answer came or one has started in a way
    /// no key starts (`ESC [ ?`, `ESC [ 6 ; h ;`).
    var isAnswering: Bool { sawReply || Self.match(held) == .partial(onlyAReply: true) }

    mutating func feed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { take(byte) }
    }

    /// The reading is over: held bytes that could be keys are typed; a fragment that only an
    /// answer starts with is dropped (the rest of it arrives after the reading, see
    /// `TerminalQuery`).
    mutating func finish() -> TerminalAnswers {
        if Self.match(held) != .partial(onlyAReply: true) { answers.typed += held }
        held = []
        return answers
    }

    private mutating func take(_ byte: UInt8) {
        guard !held.isEmpty || byte == Self.escape else { return answers.typed.append(byte) }
        held.append(byte)
        switch Self.match(held) {
        case .partial: return
        case .attributes(let numbers):
            answers.attributes = numbers
            sawReply = true
        case .cellSize(let height, let width):
            // A size out of bounds is still an answer, not keys: it is consumed and ignored.
            answers.cellSize = answers.cellSize ?? CellSize(width: width, height: height, source: .terminal)
            sawReply = true
        case .none:
            held.removeLast()
            answers.typed += held
            held = []
            return take(byte)
        }
        held = []
    }

    enum Match: Equatable {
        /// May still become an answer; `onlyAReply` when no key starts this way.
        case partial(onlyAReply: Bool)
        case attributes([Int])
        case cellSize(height: Int, width: Int)
        case none
    }

    /// What `bytes` (starting with ESC) are so far.
    static func match(_ bytes: [UInt8]) -> Match {
        guard bytes.count <= longestReply, bytes.first == escape else { return .none }
        guard bytes.count > 1 else { return .partial(onlyAReply: false) }
        guard bytes[1] == UInt8(ascii: "[") else { return .none }
        guard bytes.count > 2 else { return .partial(onlyAReply: false) }
        if bytes[2] == UInt8(ascii: "?") {
            return parameters(bytes[3...], final: "c", onlyAReply: { _ in true }).map { .attributes($0) } ?? .none
        }
        // `ESC [ 6 ; 5 ~` is Ctrl-PageDown: only a third number makes it surely an answer.
        let match = parameters(bytes[2...], final: "t") { $0.count >= 3 }
        switch match {
        case .partial(let onlyAReply) where bytes[2] == UInt8(ascii: "6"): return .partial(onlyAReply: onlyAReply)
        case .complete(let numbers) where numbers.count == 3 && numbers[0] == 6: return .cellSize(height: numbers[1], width: numbers[2])
        default: return .none
        }
    }

    private enum Parameters {
        case partial(onlyAReply: Bool)
        case complete([Int])
        case broken

        func map(_ answer: ([Int]) -> Match) -> Match? {
            switch self {
            case .partial(let onlyAReply): .partial(onlyAReply: onlyAReply)
            case .complete(let numbers): answer(numbers)
            case .broken: nil
            }
        }
    }

    /// Numbers separated by `;` (an empty one is 0, as ECMA-48 has it; six digits at most), then
    /// `final`. `onlyAReply` tells from the fields begun whether an unfinished run can be a key.
    private static func parameters(_ bytes: ArraySlice<UInt8>, final: Character, onlyAReply: ([Substring]) -> Bool) -> Parameters {
        var text = String(decoding: bytes, as: UTF8.self)
        let finished = text.last == final
        if finished { text.removeLast() }
        guard text.allSatisfy({ $0 == ";" || ("0"..."9").contains($0) }) else { return .broken }
        let fields = text.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.allSatisfy({ $0.count <= 6 }) else { return .broken }
        guard finished else { return .partial(onlyAReply: onlyAReply(fields)) }
        return .complete(fields.map { Int($0) ?? 0 })
    }
}
