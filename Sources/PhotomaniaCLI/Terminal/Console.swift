import Foundation

/// The outside world of one run: output streams and the environment.
public struct Console: Sendable {
    public var standardOutput: any TextOutput
    public var standardError: any TextOutput
    public var environment: [String: String]

    public init(standardOutput: any TextOutput, standardError: any TextOutput, environment: [String: String]) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.environment = environment
    }

    public static var live: Console {
        Console(standardOutput: FileOutput.standardOutput, standardError: FileOutput.standardError, environment: ProcessInfo.processInfo.environment)
    }

    /// Width for tables: the terminal's, else `COLUMNS`, else 80.
    var width: Int {
        standardOutput.columns ?? environment["COLUMNS"].flatMap(Int.init) ?? 80
    }

    /// Lines the terminal shows at once: the terminal's, else `LINES`; `nil` when unknown.
    var height: Int? {
        standardOutput.rows ?? environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }

    func print(_ text: String = "") {
        standardOutput.write(text + "\n")
    }

    func print(_ text: TerminalText) {
        standardOutput.write(text + TerminalText("\n"))
    }
}
