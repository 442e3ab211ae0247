import Foundation

/// One request and its answer: faults around the handler, then the response on the wire.
struct HTTPExchange {
    let head: HTTPRequestHead
    let path: String
    let query: [(name: String, value: String)]
    let body: Data
    let keepAlive: Bool
    let socket: HTTPSocket
    let core: HTTPServerCore

    /// Serves the request; true when the connection may carry another one.
    func run() -> Bool {
        let started = HTTPSocket.now()
        core.recordRequest(path: path)
        let rule = core.faultRule(for: FaultRequest(path: path, query: query, headers: head.headers, body: body))
        let effects = FaultEffects(rule: rule)
        var status: Int?
        var bodyBytes = 0
        defer {
            core.log?(HTTPAccessLog.line(
                method: head.method, target: head.target, status: status, bodyBytes: bodyBytes,
                milliseconds: Int((HTTPSocket.now() - started) * 1000), fault: rule?.description))
        }

        if effects.delaySeconds > 0, socket.pause(seconds: effects.delaySeconds) == .stopped { return false }
        switch effects.interception {
        case .close:
            return false
        case .hold:
            if socket.holdUntilPeerCloses() == .peerClosed { core.recordPeerClosedMidResponse() }
            return false
        case nil:
            break
        }

        // HEAD is answered from the GET response, so the handler only ever needs to know GET.
        let request = HTTPRequest(method: head.method == "HEAD" ? "GET" : head.method, path: path, query: query, headers: head.headers, body: body)
        let handled = rule?.statFailCode.map { FaultAPIFailure.response(code: $0, from: core.handler, for: request) }
            ?? core.handler.respond(to: effects.rewrite(request))
        let response = effects.rewrite(handled, requestTarget: head.target)
        let prepared = HTTPPreparedResponse(
            response, method: head.method, requestHeaders: head.headers, keepAlive: keepAlive, servesRanges: effects.servesRanges)
        status = prepared.status

        let delivery = HTTPResponseWriter.Delivery(
            limit: effects.bodyLimit?.byteCount(of: prepared.body.count),
            holdsAfterLimit: effects.afterLimit == .hold,
            bytesPerSecond: effects.bytesPerSecond)
        let writer = HTTPResponseWriter(socket: socket) { [path, core] count in
            bodyBytes += count
            core.recordBodyBytes(count, path: path)
        }
        let result = writer.write(prepared, delivery: delivery)
        if result == .peerClosed { core.recordPeerClosedMidResponse() }
        return keepAlive && result == .complete && delivery.limit == nil
    }
}
