import CCurl
import Foundation

/// One configured curl easy handle and what must live as long as it does. Created, used and
/// cleaned up on the driver thread only.
final class EasyHandle {
    let raw: UnsafeMutableRawPointer
    let context: TransferContext
    let addedAt = ContinuousClock.now
    private let retainedContext: Unmanaged<TransferContext>
    private var headerList: UnsafeMutablePointer<curl_slist>?
    /// libcurl's own sentence about a failure (CURLOPT_ERRORBUFFER), which says more than its code.
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))

    init(context: TransferContext, configuration: TransportConfiguration) throws(PhotomaniaError) {
        guard let raw = curl_easy_init() else {
            throw .transportFailed(request: context.request.summary, reason: .other(CurlError(code: -1, message: "could not create a curl handle")))
        }
        self.raw = raw
        self.context = context
        self.retainedContext = Unmanaged.passRetained(context)
        errorBuffer.initialize(to: 0)
        do {
            try configure(configuration)
        } catch {
            cleanUp()
            throw error
        }
    }

    private func configure(_ configuration: TransportConfiguration) throws(PhotomaniaError) {
        let request = context.request
        guard let scheme = request.url.split(separator: ":", maxSplits: 1).first?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .invalidURL(request.url)
        }
        try set(CURLOPT_URL, request.url)
        try check(pm_easy_setopt_pointer(raw, CURLOPT_ERRORBUFFER, errorBuffer))
        try check(pm_easy_set_close_on_exec_sockets(raw))
        try set(CURLOPT_NOSIGNAL, 1)
        try set(CURLOPT_PROTOCOLS_STR, "http,https")
        try set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        try set(CURLOPT_FOLLOWLOCATION, request.followsRedirects ? 1 : 0)
        // The default, said aloud: a signed request's Authorization header never follows a redirect to another host.
        try set(CURLOPT_UNRESTRICTED_AUTH, 0)
        try set(CURLOPT_MAXREDIRS, configuration.maxRedirects)
        try set(CURLOPT_ACCEPT_ENCODING, request.acceptsCompression ? "" : "identity")
        try set(CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_2TLS)
        try set(CURLOPT_USERAGENT, configuration.userAgent)
        try set(CURLOPT_CONNECTTIMEOUT_MS, Int(configuration.connectTimeout * 1000))
        switch request.method {
        case .get: break
        case .head: try set(CURLOPT_NOBODY, 1)
        case .post: try set(CURLOPT_POST, 1)
        case .delete: try set(CURLOPT_CUSTOMREQUEST, "DELETE")
        }
        if request.method == .post || request.body != nil {
            // The size first, so that curl copies exactly these bytes (they need not outlive this call).
            let body = request.body ?? Data()
            try set(CURLOPT_POSTFIELDSIZE, body.count)
            if body.isEmpty {
                try set(CURLOPT_COPYPOSTFIELDS, "")
            } else {
                try check(body.withUnsafeBytes { pm_easy_setopt_pointer(raw, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0.baseAddress)) })
            }
        }
        if let size = configuration.receiveBufferSize(requested: request.receiveBufferSize) { try set(CURLOPT_BUFFERSIZE, size) }
        // Unset, libcurl reads http_proxy, https_proxy, all_proxy and no_proxy itself.
        if let proxy = configuration.proxy { try set(CURLOPT_PROXY, proxy) }
        if let noProxy = configuration.noProxy { try set(CURLOPT_NOPROXY, noProxy) }

        var headers = request.headers
        if !request.acceptableContentTypes.isEmpty, !headers.contains(where: { $0.name.lowercased() == "accept" }) {
            headers.append(("Accept", request.acceptableContentTypes.joined(separator: ", ")))
        }
        for header in headers {
            guard let list = curl_slist_append(headerList, "\(header.name): \(header.value)") else { continue }
            headerList = list
        }
        if let headerList { try check(pm_easy_setopt_slist(raw, CURLOPT_HTTPHEADER, headerList)) }

        let userData = retainedContext.toOpaque()
        try check(pm_easy_setopt_data_callback(raw, CURLOPT_WRITEFUNCTION, curlWriteCallback))
        try check(pm_easy_setopt_pointer(raw, CURLOPT_WRITEDATA, userData))
        try check(pm_easy_setopt_data_callback(raw, CURLOPT_HEADERFUNCTION, curlHeaderCallback))
        try check(pm_easy_setopt_pointer(raw, CURLOPT_HEADERDATA, userData))
    }

    /// libcurl's sentence about why the transfer failed; empty when it gave none.
    var errorDetail: String { String(cString: errorBuffer) }

    var responseCode: Int {
        var code = 0
        _ = pm_easy_getinfo_long(raw, CURLINFO_RESPONSE_CODE, &code)
        return code
    }

    var effectiveURL: String {
        var pointer: UnsafeMutablePointer<CChar>?
        guard pm_easy_getinfo_string(raw, CURLINFO_EFFECTIVE_URL, &pointer) == CURLE_OK, let pointer else { return context.request.url }
        return String(cString: pointer)
    }

    /// Whether the request went out on a connection, new or reused (tells a connect timeout
    /// from a stall). CURLINFO_CONNECT_TIME_T cannot tell: it stays 0 on a reused connection.
    var hasConnected: Bool {
        requestSentAt != nil
    }

    var requestSentAt: ContinuousClock.Instant? {
        var microseconds: curl_off_t = 0
        guard pm_easy_getinfo_off(raw, CURLINFO_PRETRANSFER_TIME_T, &microseconds) == CURLE_OK, microseconds > 0 else { return nil }
        return addedAt + .microseconds(microseconds)
    }

    /// When the transfer counts as stalled unless a byte arrives first: `timeout` after the
    /// last byte, else after the request went out; nil while connecting, which the connect
    /// timeout bounds; nil too while paused for the rate limit, holding bytes not taken yet.
    func stallDeadline(timeout: Duration) -> ContinuousClock.Instant? {
        guard !context.isThrottled, let start = context.lastByteArrival ?? requestSentAt else { return nil }
        return start + timeout
    }

    /// Frees the handle; call after `curl_multi_remove_handle`.
    func cleanUp() {
        curl_easy_cleanup(raw)
        if let headerList { curl_slist_free_all(headerList) }
        headerList = nil
        errorBuffer.deallocate()
        retainedContext.release()
    }

    private func set(_ option: CURLoption, _ value: Int) throws(PhotomaniaError) {
        try check(pm_easy_setopt_long(raw, option, value))
    }

    private func set(_ option: CURLoption, _ value: String) throws(PhotomaniaError) {
        try check(pm_easy_setopt_string(raw, option, value))
    }

    private func check(_ code: CURLcode) throws(PhotomaniaError) {
        guard code != CURLE_OK else { return }
        throw .transportFailed(request: context.request.summary, reason: .other(CurlError(code)))
    }
}
