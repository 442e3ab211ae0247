import CCurl

extension CurlError {
    /// libcurl's code and its own words for it.
    init(_ code: CURLcode) {
        self.init(code: Int(code.rawValue), message: String(cString: curl_easy_strerror(code)))
    }
}
