import Foundation

/// Receives a successful response's body as it arrives, instead of memory: how downloads
/// stream to disk. Called on the transport's thread, in order; keep the work short.
public protocol ResponseBodyConsumer: AnyObject, Sendable {
    /// The final response (after redirects) begins with a 2xx status: return false to abort.
    func receiveResponse(statusCode: Int, headers: HTTPHeaders) -> Bool
    /// Body bytes; return false to abort the transfer (e.g. the disk is full).
    func receive(_ bytes: UnsafeRawBufferPointer) -> Bool
}
