import Foundation

/// One parser of outside bytes, driven by libFuzzer (`make fuzz`) and, over its seed corpus, by
/// the unit tests. `check` throws when the parser breaks a promise it makes; a crash is a finding too.
public struct FuzzTarget: Sendable {
    public let name: String
    /// Folders under `Fixtures/` whose files seed the corpus.
    public let seedFolders: [String]
    /// libFuzzer's `-max_len`: big enough for every seed.
    public let maxLength: Int
    public let check: @Sendable (Data) throws(FuzzViolation) -> Void

    public static let all: [FuzzTarget] = [
        .apiJSON, .fileName, .responseHead, .serverRequest, .faultPlan, .configFile, .jpeg, .png, .terminalText, .oauthHeader, .pageURL, .httpCacheHeaders, .serverNumbers,
    ]

    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}

/// A promise a parser broke for one input, such as a file name holding `/`.
public struct FuzzViolation: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    static func require(_ condition: Bool, _ promise: @autoclosure () -> String) throws(FuzzViolation) {
        if !condition { throw FuzzViolation(promise()) }
    }
}

extension FuzzTarget {
    /// What neither a file name nor a terminal line may hold: C0 and C1 controls, DEL, and the
    /// bidirectional formatting characters. Stated here on its own, not taken from the code under test.
    static func isControlOrBidi(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
