import CLinux
import Foundation
import Synchronization

/// Streams one photo's body into `<final>.part`: names the file from the response, continues a
/// `.part` only on a matching 206, and on `finish()` checks it, ready for the `Committer` to give
/// it its final name. A final name therefore always holds a complete file.
///
/// The transport calls `receiveResponse`/`receive` on its thread during the transfer; the
/// awaiting task calls `finish`/`close` after the transfer ended, which orders the two. The
/// progress may be read from any thread at any time.
final class FileSink: ResponseBodyConsumer, @unchecked Sendable {
    let item: DownloadItem
    let folder: DownloadFolder
    private let verifyDecoding: Bool
    private let partial: (PartialDownload, offset: Int64)?
    private let writtenBytes = Atomic<Int64>(0)
    private let naming = Mutex<Naming>(Naming())

    /// What the response said about the file, once it arrived.
    struct Naming: Sendable {
        var fileName: String?
        var expectedBytes: Int64?
        /// Bytes of an earlier `.part` this transfer continues.
        var resumedAt: Int64 = 0
    }

    private(set) var validator: String?
    private(set) var failure: DownloadFailure?
    private var descriptor: Int32 = -1
    /// Where the bytes not yet handed to the disk begin: large files start writing back while
    /// they download, so that the final sync has little left to wait for.
    private var writebackStart: Int64 = 0
    private static let writebackChunk: Int64 = 8 << 20

    /// `partials`: final names of `.part` files that may belong to this photo (see `PartialDownload.index`).
    init(item: DownloadItem, folder: DownloadFolder, partials: [String], verifyDecoding: Bool = false) {
        self.item = item
        self.folder = folder
        self.verifyDecoding = verifyDecoding
        self.partial = PartialDownload.find(photoID: item.photoID, sizeID: item.size.rawValue, candidates: partials, in: folder)
    }

    /// Bytes in the `.part` so far, continued prefix included.
    var received: Int64 { writtenBytes.load(ordering: .relaxed) }

    var progress: Naming { naming.withLock { $0 } }

    var fileName: String? { progress.fileName }

    /// `Range`/`If-Range` for continuing an earlier `.part`, if there is one.
    var resumeHeaders: [(name: String, value: String)] {
        guard let (partial, offset) = partial, offset > 0 else { return [] }
        return [("Range", "bytes=\(offset)-"), ("If-Range", partial.validator)]
    }

    func receiveResponse(statusCode: Int, headers: HTTPHeaders) -> Bool {
        let name = DownloadFileName.make(
            photoID: item.photoID,
            contentDisposition: headers["Content-Disposition"],
            finalURL: item.url,
            contentType: headers["Content-Type"]
        )
        naming.withLock { $0.fileName = name }
        if let type = headers["Content-Type"]?.lowercased(), !type.hasPrefix("image/"), !type.hasPrefix("application/octet-stream") {
            return fail(.notAJPEG("the server sent \(type.split(separator: ";").first ?? "") instead of an image"))
        }
        // libcurl decodes a compressed body: its length is not the Content-Length, and a range
        // of the encoded bytes cannot continue a `.part` of decoded ones.
        let encoded = headers["Content-Encoding"].map { !$0.lowercased().contains("identity") } ?? false
        validator = encoded ? nil : headers["ETag"] ?? headers["Last-Modified"]
        let length = encoded ? nil : headers["Content-Length"].flatMap { Int64($0) }
        if statusCode == 206 {
            let offset = partial?.offset ?? 0
            let sum = length.map { offset.addingReportingOverflow($0) }
            guard !encoded, let (partial, _) = partial, partial.fileName == name,
                  let range = ContentRange(headers["Content-Range"]), range.start == offset, sum?.overflow != true
            else {
                discardPartial()
                return fail(.resumeRejected)
            }
            let expected = range.total ?? sum?.partialValue
            guard open(name, flags: O_WRONLY | O_APPEND) else { return false }
            // Published before the bytes, so that no sample counts the continued prefix as new.
            naming.withLock { $0.expectedBytes = expected; $0.resumedAt = offset }
            writtenBytes.store(offset, ordering: .relaxed)
            writebackStart = offset
        } else {
            if let (partial, _) = partial, partial.fileName != name { discardPartial() }
            guard open(name, flags: O_WRONLY | O_CREAT | O_TRUNC) else { return false }
            if let validator {
                PartialDownload(photoID: item.photoID, sizeID: item.size.rawValue, fileName: name, validator: validator).save(on: descriptor)
            }
            naming.withLock { $0.expectedBytes = length }
        }
        return true
    }

    func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var rest = bytes
        while !rest.isEmpty {
            let count = write(descriptor, rest.baseAddress, rest.count)
            if count < 0 {
                if errno == EINTR { continue }
                return fail(errno == ENOSPC || errno == EDQUOT ? .diskFull(path: partPath) : .cannotWrite(path: partPath, reason: String(cString: strerror(errno))))
            }
            rest = UnsafeRawBufferPointer(rebasing: rest[count...])
        }
        let total = writtenBytes.add(Int64(bytes.count), ordering: .relaxed).newValue
        if total - writebackStart >= Self.writebackChunk {
            _ = sync_file_range(descriptor, writebackStart, total - writebackStart, UInt32(PM_SYNC_FILE_RANGE_WRITE))
            writebackStart = total
        }
        return true
    }

    /// Checks the length and the JPEG markers (and, with `verifyDecoding`, that it decodes),
    /// having started the file's write-back and closed it; on threads for blocking work.
    func finish() async throws(DownloadFailure) -> (file: CompletedFile, notice: DownloadNotice?) {
        if let failure { throw failure }
        guard let fileName, descriptor >= 0 else { throw .notAJPEG("the server sent an empty answer") }
        let bytes = received
        if let expected = progress.expectedBytes, expected != bytes {
            close()
            throw .incomplete(expected: expected, received: bytes)
        }
        let file = CompletedFile(folder: folder, fileName: fileName, bytes: bytes)
        let notice = try await BlockingWork.run { () throws(DownloadFailure) -> DownloadNotice? in
            _ = sync_file_range(self.descriptor, 0, 0, UInt32(PM_SYNC_FILE_RANGE_WRITE))
            self.close()
            return try self.check(file.partPath)
        }
        return (file, notice)
    }

    private func check(_ path: String) throws(DownloadFailure) -> DownloadNotice? {
        let markers = JPEGIntegrity.check(fileAt: path)
        guard markers == .complete else { throw discarding(.notAJPEG(markers.description)) }
        guard verifyDecoding else { return nil }
        let decoding = JPEGDecoder.check(decodingFileAt: path)
        switch decoding {
        case .clean: return nil
        case .tooLarge, .outOfMemory: return .notDecoded(decoding)
        case .damaged(let message): throw discarding(.doesNotDecode(message))
        }
    }

    /// Ends the transfer's file handle, keeping the `.part` for a later resume.
    func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }

    private var partPath: String { folder.partPath(fileName ?? "\(item.photoID)") }

    private func open(_ name: String, flags: Int32) -> Bool {
        descriptor = Glibc.open(folder.partPath(name), flags | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            return fail(.cannotWrite(path: partPath, reason: String(cString: strerror(errno))))
        }
        return true
    }

    func discardPartial() {
        guard let (partial, _) = partial else { return }
        unlink(folder.partPath(partial.fileName))
    }

    /// Removes the `.part`, so that the next try starts over.
    private func discarding(_ failure: DownloadFailure) -> DownloadFailure {
        discardPartial()
        unlink(partPath)
        return failure
    }

    private func fail(_ failure: DownloadFailure) -> Bool {
        self.failure = failure
        return false
    }
}
