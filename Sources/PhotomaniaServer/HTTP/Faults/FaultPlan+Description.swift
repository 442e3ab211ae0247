extension FaultPlan: CustomStringConvertible {
    /// The plan in spec form; `FaultPlan(parsing: plan.description)` gives the plan back.
    public var description: String {
        rules.map(\.description).joined(separator: "; ")
    }
}

extension FaultRule: CustomStringConvertible {
    public var description: String {
        let actionText = actions.map(\.description).joined(separator: ",")
        guard !matchers.isEmpty else { return actionText }
        return matchers.map(\.description).joined(separator: "+") + ":" + actionText
    }
}

extension FaultMatcher: CustomStringConvertible {
    public var description: String {
        switch self {
        case .path(let glob): "path=" + FaultSpecEscaping.encode(glob, reserved: FaultSpecEscaping.globReserved)
        case .method(let glob): "method=" + FaultSpecEscaping.encode(glob, reserved: FaultSpecEscaping.globReserved)
        case .first(let count): "first=\(count)"
        case .every(let period): "every=\(period)"
        }
    }
}

extension FaultAction: CustomStringConvertible {
    public var description: String {
        guard let value else { return name }
        return name + "=" + value
    }

    private var value: String? {
        switch self {
        case .status(let code): String(code)
        case .retryAfter(let seconds), .retryAfterDate(let seconds): String(seconds)
        case .truncate(let amount), .stall(let amount): amount.description
        case .rate(let bytesPerSecond): String(bytesPerSecond)
        case .totalItems(let number), .totalPages(let number), .page(let number), .statFail(let number): String(number)
        case .delay(let seconds): seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        case .redirect(let text), .contentType(let text), .disposition(let text):
            FaultSpecEscaping.encode(text, reserved: FaultSpecEscaping.valueReserved)
        case .query(let name, let value):
            FaultSpecEscaping.encode(name, reserved: FaultSpecEscaping.valueReserved.union(["="])) + "="
                + FaultSpecEscaping.encode(value, reserved: FaultSpecEscaping.valueReserved)
        case .stallHeaders, .close, .html, .malformed, .corrupt, .redirectLoop, .gzip: nil
        }
    }
}

extension FaultAmount: CustomStringConvertible {
    public var description: String {
        switch self {
        case .bytes(let count): String(count)
        case .fraction(let share): String(share)
        }
    }
}
