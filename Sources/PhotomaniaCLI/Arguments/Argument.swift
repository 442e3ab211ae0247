/// A positional argument declared once, with its type, as `Option` is for options: a command
/// lists `argument.spec` among its positionals and reads `parsed[argument]`.
public struct Argument<Value: Sendable>: Sendable {
    public let spec: PositionalSpec
    let read: @Sendable (ParsedCommandLine, PositionalSpec) throws(UsageError) -> Value

    init(_ spec: PositionalSpec, read: @escaping @Sendable (ParsedCommandLine, PositionalSpec) throws(UsageError) -> Value) {
        self.spec = spec
        self.read = read
    }
}

extension Argument where Value == String {
    /// Always there when the command runs: the parser turns down a line without it.
    public static func required(_ name: String, help: String, choices: [String] = []) -> Argument {
        Argument(.required(name, help: help, choices: choices)) { parsed, spec in parsed.texts(of: spec).first ?? "" }
    }
}

extension Argument where Value == String? {
    public static func optional(_ name: String, help: String, choices: [String] = []) -> Argument {
        Argument(.optional(name, help: help, choices: choices)) { parsed, spec in parsed.texts(of: spec).first }
    }
}

extension Argument where Value == [String] {
    /// Every remaining argument, as given; the parser wants at least `minimum` of them.
    public static func variadic(_ name: String, minimum: Int = 1, help: String) -> Argument {
        Argument(.variadic(name, minimum: minimum, help: help)) { parsed, spec in parsed.texts(of: spec) }
    }
}

extension Argument where Value == [Int] {
    /// Every remaining argument, each a whole number in `range`: `ID must be a whole number of
    /// at least 1, not 'x5'`.
    public static func numbers(_ name: String, minimum: Int = 1, help: String, in range: some WholeNumberRange) -> Argument {
        Argument(.variadic(name, minimum: minimum, help: help)) { parsed, spec throws(UsageError) in
            var numbers: [Int] = []
            for raw in parsed.texts(of: spec) {
                numbers.append(try parsed.converted(raw, label: spec.name, known: [], expected: range.phrase) { Int($0).flatMap { range.contains($0) ? $0 : nil } })
            }
            return numbers
        }
    }
}

extension ParsedCommandLine {
    /// The value of a declared positional: `parsed[ReplyCommand.text]`.
    public subscript<Value>(argument: Argument<Value>) -> Value {
        get throws(UsageError) {
            assert(command?.positional(named: argument.spec.name) != nil, "\(argument.spec.name) is not declared by '\(commandName ?? spec.program)'")
            return try argument.read(self, argument.spec)
        }
    }
}
