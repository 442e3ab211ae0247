import Foundation

/// Serves the requests of one connection in turn until either side closes it.
struct HTTPConnection {
    let socket: HTTPSocket
    let core: HTTPServerCore

    func run() {
        var input = HTTPConnectionInput(socket: socket)
        while !socket.isStopRequested {
            let bytes: [UInt8]
            switch input.readHead(limit: core.settings.headLimit, idleTimeout: core.settings.idleTimeout) {
            case .closed, .timedOut:
                return
            case .tooLarge:
                refuse(HTTPRequestError(status: 431, message: "Request header fields too large"), head: nil)
                return
            case .head(let head):
                bytes = head
            }
            let head: HTTPRequestHead
            let target: (path: String, query: [(name: String, value: String)])
            do {
                head = try HTTPRequestParser.parse(bytes)
            } catch {
                refuse(error, head: nil)
                return
            }
            do {
                target = try HTTPRequestTarget.decode(head.target)
            } catch {
                refuse(error, head: head)
                return
            }
            if head.expectsContinue, head.contentLength > 0 {
                guard socket.send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)[...]) == .sent else { return }
            }
            guard let body = input.readBody(byteCount: head.contentLength, timeout: core.settings.idleTimeout) else { return }

            let exchange = HTTPExchange(
                head: head, path: target.path, query: target.query, body: Data(body),
                keepAlive: head.wantsKeepAlive && !socket.isStopRequested, socket: socket, core: core)
            guard exchange.run() else { return }
        }
    }

    /// Answers a request the handler never sees; the connection closes afterwards.
    private func refuse(_ error: HTTPRequestError, head: HTTPRequestHead?) {
        let started = HTTPSocket.now()
        let response = HTTPPreparedResponse(
            HTTPErrorResponses.json(status: error.status, message: error.message),
            method: "GET", requestHeaders: HTTPHeaderFields(), keepAlive: false)
        _ = socket.send((response.head + [UInt8](response.body))[...])
        core.log?(HTTPAccessLog.line(
            method: head?.method ?? "-", target: head?.target ?? "-", status: error.status,
            bodyBytes: response.body.count, milliseconds: Int((HTTPSocket.now() - started) * 1000), fault: nil))
        socket.drainBeforeClosing()
    }
}
