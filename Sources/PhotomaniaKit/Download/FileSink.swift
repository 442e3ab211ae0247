import CLinux
import Foundation
import Synchronization

/// Streams one photo's body into `<final>.part`: names the file from the response, continues a
/// `.part` only on a matching 206, and on `commit()` checks, syncs and renames it to its final
/// name. A final name therefore always holds a complete file.
///
/// The transport calls `receiveResponse`/`receive` on its thread during the transfer; the
/// awaiting task calls `commit`/`close` after the transfer ended, which orders the two.
final class FileSink: ResponseBodyConsumer, @unchecked Sendable {
    let item: DownloadItem
    let directory: String
    private let verifyDecoding: Bool
    private let partial: (PartialDownload, offset: Int64)?
    private let onNamed: @Sendable (String, Int64?, Int64) -> Void
    private let writtenBytes = Atomic<Int64>(0)

    private(set) var fileName: String?
    private(set) var validator: String?
    private(set) var failure: DownloadFailure?
    private var expectedBytes: Int64?
    private var descriptor: Int32 = -1
    /// Where the bytes not yet handed to the disk begin: large files start writing back while
    /// they download, so that the final sync has little left to wait for.
    private var writebackStart: Int64 = 0
    private static let writebackChunk: Int64 = 8 << 20

    /// `partials`: final names of `.part` files that may belong to this photo (see `PartialDownload.index`).
    init(
        item: DownloadItem, directory: String, partials: [String], verifyDecoding: Bool = false,
        onNamed: @escaping @Sendable (String, Int64?, Int64) -> Void
    ) {
        self.item = item
        self.directory = directory
        self.verifyDecoding = verifyDecoding
        self.partial = PartialDownload.find(photoID: item.photoID, sizeID: item.size.rawValue, candidates: partials, in: directory)
        self.onNamed = onNamed
    }

    /// Bytes in the `.part` so far, continued prefix included (read from any thread).
    var received: Int64 { writtenBytes.load(ordering: .relaxed) }

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
        fileName = name
        validator = headers["ETag"] ?? headers["Last-Modified"]
        if let type = headers["Content-Type"]?.lowercased(), !type.hasPrefix("image/"), !type.hasPrefix("application/octet-stream") {
            return fail(.notAJPEG("the server sent \(type.split(separator: ";").first ?? "") instead of an image"))
        }
        let length = headers["Content-Length"].flatMap { Int64($0) }
        if statusCode == 206 {
            guard let (partial, offset) = partial, partial.fileName == name,
                  let range = ContentRange(headers["Content-Range"]), range.start == offset
            else {
                discardPartial()
                return fail(.resumeRejected)
            }
            expectedBytes = range.total ?? length.map { offset + $0 }
            guard open(name, flags: O_WRONLY | O_APPEND) else { return false }
            writtenBytes.store(offset, ordering: .relaxed)
            writebackStart = offset
        } else {
            if let (partial, _) = partial, partial.fileName != name { discardPartial() }
            expectedBytes = length
            guard open(name, flags: O_WRONLY | O_CREAT | O_TRUNC) else { return false }
            if let validator {
                PartialDownload(photoID: item.photoID, sizeID: item.size.rawValue, fileName: name, validator: validator).save(on: descriptor)
            }
        }
        onNamed(name, expectedBytes, received)
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

    /// Checks the length and the JPEG markers, starts writing the file to disk and closes it,
    /// then (with `verifyDecoding`) checks that it decodes; the `Committer` makes it durable and gives it its final name.
    func finish() throws(DownloadFailure) -> CompletedFile {
        if let failure { throw failure }
        guard let fileName, descriptor >= 0 else { throw .notAJPEG("the server sent an empty answer") }
        let bytes = received
        if let expectedBytes, expectedBytes != bytes {
            close()
            throw .incomplete(expected: expectedBytes, received: bytes)
        }
        _ = sync_file_range(descriptor, 0, 0, UInt32(PM_SYNC_FILE_RANGE_WRITE))
        close()
        let check = JPEGIntegrity.check(fileAt: partPath)
        guard check == .complete else { throw discarding(.notAJPEG(check.description)) }
        if verifyDecoding, let problem = JPEGDecoder.problem(decodingFileAt: partPath) { throw discarding(.doesNotDecode(problem)) }
        return CompletedFile(directory: directory, fileName: fileName, bytes: bytes)
    }

    /// Ends the transfer's file handle, keeping the `.part` for a later resume.
    func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }

    private var partPath: String { PartialDownload.partPath(fileName ?? "\(item.photoID)", in: directory) }

    private func open(_ name: String, flags: Int32) -> Bool {
        descriptor = Glibc.open(PartialDownload.partPath(name, in: directory), flags | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            return fail(.cannotWrite(path: partPath, reason: String(cString: strerror(errno))))
        }
        return true
    }

    func discardPartial() {
        guard let (partial, _) = partial else { return }
        unlink(PartialDownload.partPath(partial.fileName, in: directory))
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

    private func closing(_ failure: DownloadFailure) -> DownloadFailure {
        close()
        return failure
    }
}
