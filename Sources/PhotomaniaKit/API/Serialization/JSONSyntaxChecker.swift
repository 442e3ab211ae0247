import Foundation

/// A validating scan of JSON text that keeps only what it needs to report the first error's position.
struct JSONSyntaxChecker {
    private enum Expectation {
        case value, valueOrClose, keyOrClose, key, colon, commaOrClose, end
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var openContainers: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func firstIssue() -> JSONSyntaxIssue? {
        var expectation = Expectation.value
        while true {
            skipWhitespace()
            guard index < bytes.count else { return expectation == .end ? nil : .truncated(length: bytes.count) }
            let byte = bytes[index]
            switch expectation {
            case .value, .valueOrClose:
                if expectation == .valueOrClose && byte == UInt8(ascii: "]") {
                    expectation = close()
                } else if let issue = scanValue(&expectation) {
                    return issue
                }
            case .keyOrClose where byte == UInt8(ascii: "}"):
                expectation = close()
            case .keyOrClose, .key:
                guard byte == UInt8(ascii: "\"") else { return unexpected() }
                if let issue = scanString() { return issue }
                expectation = .colon
            case .colon:
                guard byte == UInt8(ascii: ":") else { return unexpected() }
                index += 1
                expectation = .value
            case .commaOrClose:
                let top = openContainers.last
                if byte == UInt8(ascii: ",") {
                    index += 1
                    expectation = top == UInt8(ascii: "{") ? .key : .value
                } else if (byte == UInt8(ascii: "]") && top == UInt8(ascii: "["))
                    || (byte == UInt8(ascii: "}") && top == UInt8(ascii: "{")) {
                    expectation = close()
                } else {
                    return unexpected()
                }
            case .end:
                return unexpected()
            }
        }
    }

    private var afterValue: Expectation { openContainers.isEmpty ? .end : .commaOrClose }

    private mutating func close() -> Expectation {
        index += 1
        openContainers.removeLast()
        return afterValue
    }

    private mutating func scanValue(_ expectation: inout Expectation) -> JSONSyntaxIssue? {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            openContainers.append(byte)
            index += 1
            expectation = byte == UInt8(ascii: "{") ? .keyOrClose : .valueOrClose
            return nil
        case UInt8(ascii: "\""):
            if let issue = scanString() { return issue }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if let issue = scanNumber() { return issue }
        case UInt8(ascii: "t"):
            if let issue = scanLiteral("true") { return issue }
        case UInt8(ascii: "f"):
            if let issue = scanLiteral("false") { return issue }
        case UInt8(ascii: "n"):
            if let issue = scanLiteral("null") { return issue }
        default:
            return unexpected()
        }
        expectation = afterValue
        return nil
    }

    private mutating func scanString() -> JSONSyntaxIssue? {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return nil
            }
            if byte < 0x20 { return unexpected() }
            index += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        return .truncated(length: bytes.count)
    }

    private mutating func scanNumber() -> JSONSyntaxIssue? {
        _ = skip(UInt8(ascii: "-"))
        if let issue = requireDigits() { return issue }
        if skip(UInt8(ascii: ".")), let issue = requireDigits() { return issue }
        if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
            _ = skip(UInt8(ascii: "+")) || skip(UInt8(ascii: "-"))
            if let issue = requireDigits() { return issue }
        }
        return nil
    }

    private mutating func requireDigits() -> JSONSyntaxIssue? {
        guard index < bytes.count else { return .truncated(length: bytes.count) }
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            index += 1
        }
        return index > start ? nil : unexpected()
    }

    private mutating func scanLiteral(_ literal: String) -> JSONSyntaxIssue? {
        for byte in literal.utf8 {
            guard index < bytes.count else { return .truncated(length: bytes.count) }
            guard bytes[index] == byte else { return unexpected() }
            index += 1
        }
        return nil
    }

    private mutating func skip(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func unexpected() -> JSONSyntaxIssue {
        .unexpected(byte: bytes[index], offset: index)
    }
}

extension JSONSyntaxIssue {
    /// The first issue in `data`, or nil when it is well-formed JSON.
    public static func first(in data: Data) -> JSONSyntaxIssue? {
        data.withUnsafeBytes { raw in
            var checker = JSONSyntaxChecker(bytes: raw.bindMemory(to: UInt8.self))
            return checker.firstIssue()
        }
    }
}
