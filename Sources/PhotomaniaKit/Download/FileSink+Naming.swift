extension FileSink {
    /// What the response said about the file, once it arrived.
    struct Naming: Sendable {
        var fileName: String?
        var expectedBytes: Int64?
        /// Bytes of an earlier `.part` this transfer continues.
        var resumedAt: Int64 = 0
    }
}
