import Foundation

/// A stop of every API call that a service asked for: a 429 (or 503) with `Retry-After`, or an
/// answer whose body says the service is busy (`ValidationFailureReason.serviceBusy`).
public struct CallPause: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// The server answered `status` with `Retry-After`: slow down.
        case slowDown(status: Int)
        /// The service said it could not answer now (Flickr's 105 and 201).
        case busy
    }

    /// The API's host.
    public var host: String
    /// No call is sent before this.
    public var until: Date
    public var reason: Reason

    public init(host: String, until: Date, reason: Reason) {
        self.host = host
        self.until = until
        self.reason = reason
    }

    /// What a person reads: "the service asked to slow down (429)", "the service is busy".
    public var sentence: String {
        switch reason {
        case .slowDown(let status): "the service asked to slow down (\(status))"
        case .busy: "the service is busy"
        }
    }
}
