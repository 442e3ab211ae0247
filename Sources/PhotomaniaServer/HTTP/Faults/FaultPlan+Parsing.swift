extension FaultPlan {
    /// Parses a spec in the grammar documented on ``FaultPlan``; an empty spec is an empty plan.
    public init(parsing spec: String) throws(FaultPlanError) {
        var rules: [FaultRule] = []
        for ruleText in spec.split(separator: ";") where !ruleText.trimmingHTTPWhitespace.isEmpty {
            rules.append(try FaultRuleParser.parse(ruleText.trimmingHTTPWhitespace))
        }
        self.init(rules: rules)
    }
}

private enum FaultRuleParser {
    static let matcherKeys: Set<String> = ["path", "method", "first", "every"]

    static func parse(_ text: String) throws(FaultPlanError) -> FaultRule {
        var matcherTokens: [String] = []
        var actionText = text
        if let colon = text.firstIndex(of: ":") {
            let candidates = text[..<colon].split(whereSeparator: { $0 == "+" || $0 == "&" }).map(\.trimmingHTTPWhitespace)
            if !candidates.isEmpty, candidates.allSatisfy({ matcherKeys.contains(key(of: $0)) }) {
                matcherTokens = candidates
                actionText = String(text[text.index(after: colon)...])
            }
        }
        var matchers: [FaultMatcher] = []
        for token in matcherTokens {
            matchers.append(try parseMatcher(token))
        }
        var actions: [FaultAction] = []
        for token in actionText.split(separator: ",").map(\.trimmingHTTPWhitespace) where !token.isEmpty {
            let action = try parseAction(token)
            if let clash = actions.first(where: { $0.name == action.name || ($0.exclusiveGroup != nil && $0.exclusiveGroup == action.exclusiveGroup) }) {
                throw FaultPlanError(token: token, problem: "a rule cannot combine it with \"\(clash.name)\"")
            }
            actions.append(action)
        }
        guard !actions.isEmpty else {
            throw FaultPlanError(token: text, problem: "a rule needs at least one action after its matchers")
        }
        return FaultRule(matchers: matchers, actions: actions)
    }

    private static func key(of token: String) -> String {
        token.split(separator: "=", maxSplits: 1).first.map(\.trimmingHTTPWhitespace) ?? ""
    }

    private static func parseMatcher(_ token: String) throws(FaultPlanError) -> FaultMatcher {
        let value = FaultToken(token)
        switch value.key {
        case "path": return .path(try value.decodedText())
        case "method": return .method(try value.decodedText())
        case "first": return .first(try value.integer(atLeast: 1))
        case "every": return .every(try value.integer(atLeast: 1))
        default: throw FaultPlanError(token: token, problem: "unknown matcher (use path, method, first or every)")
        }
    }

    private static func parseAction(_ token: String) throws(FaultPlanError) -> FaultAction {
        let value = FaultToken(token)
        switch value.key {
        case "status": return .status(try value.integer(in: 200...599))
        case "retry-after": return .retryAfter(seconds: try value.integer(in: 0...31_536_000))
        case "retry-after-date": return .retryAfterDate(seconds: try value.integer(in: 0...31_536_000))
        case "truncate": return .truncate(try value.amount())
        case "stall": return .stall(try value.optionalAmount(default: .fraction(0.5)))
        case "stall-headers": try value.flag(); return .stallHeaders
        case "close": try value.flag(); return .close
        case "rate": return .rate(bytesPerSecond: try value.integer(atLeast: 1))
        case "delay": return .delay(seconds: try value.seconds())
        case "html": try value.flag(); return .html
        case "malformed": try value.flag(); return .malformed
        case "corrupt": try value.flag(); return .corrupt
        case "redirect": return .redirect(try value.decodedText())
        case "redirect-loop": try value.flag(); return .redirectLoop
        case "content-type": return .contentType(try value.decodedText())
        case "disposition": return .disposition(try value.decodedText())
        case "gzip": try value.flag(); return .gzip
        case "total-items": return .totalItems(try value.integer(in: Int.min...Int.max))
        case "total-pages": return .totalPages(try value.integer(in: Int.min...Int.max))
        case "page": return .page(try value.integer(in: Int.min...Int.max))
        case "query": return try value.parameter()
        case "stat-fail": return .statFail(code: try value.integer(in: 0...99_999))
        default: throw FaultPlanError(token: token, problem: "unknown action")
        }
    }
}

/// One `key` or `key=value` token, with the value conversions the grammar needs.
private struct FaultToken {
    let token: String
    let key: String
    let raw: String?

    init(_ token: String) {
        self.token = token
        let parts = token.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        key = parts[0].trimmingHTTPWhitespace.lowercased()
        raw = parts.count > 1 ? parts[1].trimmingHTTPWhitespace : nil
    }

    func flag() throws(FaultPlanError) {
        guard raw == nil else { throw FaultPlanError(token: token, problem: "\(key) takes no value") }
    }

    func text() throws(FaultPlanError) -> String {
        guard let raw, !raw.isEmpty else { throw FaultPlanError(token: token, problem: "\(key) needs a value") }
        return raw
    }

    func decodedText() throws(FaultPlanError) -> String {
        guard let decoded = FaultSpecEscaping.decode(try text()) else {
            throw FaultPlanError(token: token, problem: "broken %-escape")
        }
        return decoded
    }

    /// `NAME=VALUE`, each %-decoded; VALUE may be empty.
    func parameter() throws(FaultPlanError) -> FaultAction {
        let parts = try text().split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { throw FaultPlanError(token: token, problem: "\(key) needs NAME=VALUE") }
        guard let name = FaultSpecEscaping.decode(String(parts[0])), let value = FaultSpecEscaping.decode(String(parts[1])) else {
            throw FaultPlanError(token: token, problem: "broken %-escape")
        }
        return .query(name: name, value: value)
    }

    func integer(atLeast minimum: Int) throws(FaultPlanError) -> Int {
        guard let number = Int(try text()), number >= minimum else {
            throw FaultPlanError(token: token, problem: "\(key) needs a whole number of at least \(minimum)")
        }
        return number
    }

    func integer(in range: ClosedRange<Int>) throws(FaultPlanError) -> Int {
        guard let number = Int(try text()), range.contains(number) else {
            throw FaultPlanError(token: token, problem: "\(key) needs a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    func seconds() throws(FaultPlanError) -> Double {
        guard let seconds = Double(try text()), seconds.isFinite, (0...86_400).contains(seconds) else {
            throw FaultPlanError(token: token, problem: "\(key) needs seconds from 0 to 86400")
        }
        return seconds
    }

    func optionalAmount(default fallback: FaultAmount) throws(FaultPlanError) -> FaultAmount {
        raw == nil ? fallback : try amount()
    }

    func amount() throws(FaultPlanError) -> FaultAmount {
        let text = try text()
        if let bytes = Int(text), bytes >= 0 { return .bytes(bytes) }
        if let share = Double(text), share.isFinite, (0...1).contains(share) { return .fraction(share) }
        throw FaultPlanError(token: token, problem: "\(key) needs a byte count or a fraction from 0.0 to 1.0")
    }
}
