import Foundation

/// Where a body stops being JSON. Found only after the decoder has refused a body, to explain why.
public enum JSONSyntaxIssue: Hashable, Sendable {
    /// The body ends inside a value, after `length` bytes.
    case truncated(length: Int)
    /// `byte` at the zero-based `offset` cannot continue the JSON text.
    case unexpected(byte: UInt8, offset: Int)
}
