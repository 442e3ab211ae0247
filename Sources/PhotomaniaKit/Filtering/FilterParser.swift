import Foundation

/// Reads a `--filter` expression: `||` binds loosest, then `&&`, then `!`; parentheses group.
/// Every mistake is a `FilterSyntaxError` at the token it was found at.
struct FilterParser {
    private let tokens: [FilterToken]
    private var index = 0

    static func parse(_ text: String) throws(FilterSyntaxError) -> FilterExpression {
        var parser = FilterParser(tokens: try FilterLexer.tokens(text))
        guard parser.current.kind != .end else { throw FilterSyntaxError(problem: .empty, offset: 0, length: 1) }
        let expression = try parser.disjunction()
        guard parser.current.kind == .end else { throw parser.expected("'&&', '||' or the end") }
        return expression
    }

    private init(tokens: [FilterToken]) {
        self.tokens = tokens
    }

    private var current: FilterToken { tokens[index] }

    private mutating func take(_ symbol: String) -> Bool {
        guard current.kind == .symbol(symbol) else { return false }
        index += 1
        return true
    }

    private func expected(_ what: String) -> FilterSyntaxError {
        FilterSyntaxError(problem: .expected(what, found: current.shown), offset: current.offset, length: current.length)
    }

    private mutating func disjunction() throws(FilterSyntaxError) -> FilterExpression {
        var expression = try conjunction()
        while take("||") { expression = .or(expression, try conjunction()) }
        return expression
    }

    private mutating func conjunction() throws(FilterSyntaxError) -> FilterExpression {
        var expression = try negation()
        while take("&&") { expression = .and(expression, try negation()) }
        return expression
    }

    private mutating func negation() throws(FilterSyntaxError) -> FilterExpression {
        if take("!") { return .not(try negation()) }
        if take("(") {
            let inner = try disjunction()
            guard take(")") else { throw expected("')'") }
            return inner
        }
        return try test()
    }

    /// A field alone (a yes-or-no one) or a field, a comparison and a value.
    private mutating func test() throws(FilterSyntaxError) -> FilterExpression {
        let fieldToken = current
        guard case .word(let name) = fieldToken.kind else { throw expected("a field name") }
        guard let field = FilterField.named(name.lowercased()) else {
            throw FilterSyntaxError(problem: .unknownField(name), offset: fieldToken.offset, length: fieldToken.length)
        }
        index += 1
        let operatorToken = current
        guard case .symbol(let symbol) = operatorToken.kind, let comparison = FilterExpression.Comparison(rawValue: symbol) else {
            guard field.kind == .flag else { throw FilterSyntaxError(problem: .notAFlag(field: field.name), offset: fieldToken.offset, length: fieldToken.length) }
            return .flag(field)
        }
        index += 1
        guard Self.applies(comparison, to: field.kind) else {
            throw FilterSyntaxError(problem: .operatorDoesNotApply(symbol, field: field.name, kind: field.kind.noun), offset: operatorToken.offset, length: operatorToken.length)
        }
        let valueToken = current
        let value: String
        switch valueToken.kind {
        case .word(let word), .quoted(let word): value = word
        default: throw expected("a value")
        }
        index += 1
        let wrong = { (wants: String) in
            FilterSyntaxError(problem: .wrongValue(field: field.name, wants: wants, found: valueToken.shown), offset: valueToken.offset, length: valueToken.length)
        }
        switch field.kind {
        case .text, .tags:
            return .compare(field, comparison, .text(value))
        case .number:
            guard let number = Self.number(value) else { throw wrong(field.kind.noun) }
            return .compare(field, comparison, .number(number))
        case .date:
            guard let day = Self.day(value) else { throw wrong("a date like 2024-05-01") }
            return .compare(field, comparison, day)
        case .flag:
            guard let yes = ["true": true, "yes": true, "false": false, "no": false][value.lowercased()] else { throw wrong("true or false") }
            return yes == (comparison == .equal) ? .flag(field) : .not(.flag(field))
        }
    }

    private static func applies(_ comparison: FilterExpression.Comparison, to kind: FilterField.Kind) -> Bool {
        switch kind {
        case .text: [.equal, .notEqual, .contains, .lacks].contains(comparison)
        case .tags: [.contains, .lacks].contains(comparison)
        case .number, .date: ![.contains, .lacks].contains(comparison)
        case .flag: [.equal, .notEqual].contains(comparison)
        }
    }

    /// A decimal number: digits with at most one `.`, after an optional `-`.
    private static func number(_ text: String) -> Double? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), digits.filter({ $0 == "." }).count <= 1 else { return nil }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    /// `YYYY-MM-DD`, a real day of the Gregorian calendar, UTC.
    static func day(_ text: String) -> FilterExpression.Operand? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }), parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let components = DateComponents(year: year, month: month, day: day)
        guard components.isValidDate(in: calendar), let start = calendar.date(from: components),
              let end = calendar.date(byAdding: .day, value: 1, to: start) else { return nil }
        return .day(start: start, end: end)
    }
}
