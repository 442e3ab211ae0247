import CLinux
import Foundation
import Synchronization

/// Streams one photo's body into `<final>.part`: names the file from the response, continues a
/// `.part` only on a matching 206, and on `finish()` checks it, ready for the `Committer` to give
/// it its final name. A final name therefore always holds a complete file.
///
/// The `.part` is touched only under its lock (`LockedPart`): a continuable one is claimed before
/// the request, a new one when the response names it. When another process holds it, the sink
/// stops without changing a byte and says `isBusy`. A checked file leaves `finish()` with its lock
/// still held, so that what is hashed and renamed is what was written and checked.
///
/// The transport calls `receiveResponse`/`receive` on its thread during the transfer; the
/// awaiting task calls `claimPartial` before and `finish`/`close` after it, which orders them.
/// The progress may be read from any thread at any time.
final class FileSink: ResponseBodyConsumer, @unchecked Sendable {
    let item: DownloadItem
    let folder: DownloadFolder
    private let verifyDecoding: Bool
    /// Starts each file's write-back early, for the committer's sync (not with `--no-sync`).
    private let durable: Bool
    /// Hashes the bytes as they stream in (for the archive, or a SHA-1 the service states).
    private let hashes: Bool
    private var streamed: StreamedHashes?
    private let writer = SlicedWriter()
    private let skipPresent: Bool
    private let namer: FileNamer
    private let partials: [String]
    private let claims: NameClaims?
    private let spares: SpareParts?
    /// The continuable `.part` locked before the request, with its length then.
    private var claimed: (partial: PartialDownload, part: LockedPart, offset: Int64)?
    /// The `.part` being written; handed over to the `CompletedFile` by `finish()`.
    private var part: LockedPart?
    private let writtenBytes = Atomic<Int64>(0)
    private let naming = Mutex<Naming>(Naming())

    private(set) var validator: String?
    /// The image response's `Last-Modified`, for `--mtime server`.
    private(set) var lastModified: String?
    private(set) var failure: DownloadFailure?
    /// Another process holds this photo's `.part`: it is downloading it.
    private(set) var isBusy = false
    /// With `skipPresent`: the final name already holds the file, so the transfer stopped.
    private(set) var isPresent = false
    /// Where the bytes not yet handed to the disk begin: large files start writing back early.
    private var writebackStart: Int64 = 0
    private static let writebackChunk: Int64 = 8 << 20
    /// The `.part`'s resume mark, saved once it holds `markAfter` bytes or is released unfinished:
    /// a file that arrives in one go never carries one; a crash costs at most its first MiB.
    private var unsavedMark: PartialDownload?
    /// The `.part` carries a resume mark, to be removed before it gets its final name.
    private var isMarked = false
    private static let markAfter: Int64 = 1 << 20

    /// `partials`: final names of `.part` files that may belong to this photo (see `PartialDownload.index`).
    /// `skipPresent`: stop, fetching nothing, when the final name already holds a non-empty file
    /// of the size the response gives (any size when it gives none).
    /// `namer`: names the file from the response; `<id>.<suggestedName>` when nil.
    /// `claims`: the names of the run's photos; a name another photo has fails `.nameTaken`.
    /// `spares`: files made ahead, one of which becomes a new `.part`.
    init(
        item: DownloadItem, folder: DownloadFolder, partials: [String], verifyDecoding: Bool = false, skipPresent: Bool = false,
        namer: FileNamer? = nil, claims: NameClaims? = nil, spares: SpareParts? = nil, durable: Bool = true, hashes: Bool = false
    ) {
        self.spares = spares
        self.durable = durable
        self.hashes = hashes
        self.claims = claims
        self.skipPresent = skipPresent
        self.namer = namer ?? FileNamer(template: .defaultFileName, photoID: item.photoID, sizeID: item.sizeKey, facts: PhotoFacts(), feature: "", gallery: "")
        self.item = item
        self.folder = folder
        self.verifyDecoding = verifyDecoding
        self.partials = partials
    }

    /// Whether an earlier `.part` may hold this photo: `claimPartial` has something to look at.
    var mayContinue: Bool { !partials.isEmpty }

    /// Locks the continuable `.part` of this photo, if there is one, so that the request can ask
    /// for the rest of it; false when another process holds it. Blocking: call it on threads for
    /// blocking work.
    func claimPartial() -> Bool {
        guard let found = PartialDownload.find(photoID: item.photoID, sizeID: item.sizeKey, candidates: partials, in: folder) else { return true }
        switch LockedPart.acquire(folder.partPath(found.fileName), create: false) {
        case .locked(let part):
            guard let (partial, offset) = PartialDownload.read(part, fileName: found.fileName, photoID: item.photoID, sizeID: item.sizeKey) else {
                part.close()
                return true
            }
            claimed = (partial, part, offset)
        case .busy:
            naming.withLock { $0.fileName = found.fileName }
            isBusy = true
            return false
        case .missing, .failed:
            break
        }
        return true
    }

    /// Bytes in the `.part` so far, continued prefix included.
    var received: Int64 { writtenBytes.load(ordering: .relaxed) }

    var progress: Naming { naming.withLock { $0 } }

    var fileName: String? { progress.fileName }

    /// `Range`/`If-Range` for continuing an earlier `.part`, if there is one.
    var resumeHeaders: [(name: String, value: String)] {
        guard let (partial, _, offset) = claimed, offset > 0 else { return [] }
        return [("Range", "bytes=\(offset)-"), ("If-Range", partial.validator)]
    }

    func receiveResponse(statusCode: Int, headers: HTTPHeaders) -> Bool {
        var name = namer.name(contentDisposition: headers["Content-Disposition"], finalURL: item.url, contentType: headers["Content-Type"])
        // libcurl decodes a compressed body: its length is not the Content-Length, and a range
        // of the encoded bytes cannot continue a `.part` of decoded ones.
        let encoded = headers["Content-Encoding"].map { !$0.lowercased().contains("identity") } ?? false
        let length = encoded ? nil : headers["Content-Length"].flatMap { Int64($0) }
        // With no archive to say what a file is, a whole image of another length under the name
        // is another size of the photo and is kept; a damaged one is replaced.
        if skipPresent, statusCode == 200, isComplete(name, size: nil), !isComplete(name, size: length), holdsWholeImage(name) { name = namer.sized(name) }
        naming.withLock { $0.fileName = name }
        if let type = headers["Content-Type"], let refusal = item.content.refusal(ofContentType: type) {
            return fail(.notWhole(item.content, refusal))
        }
        if let owner = claims?.claim(name, for: item.photoID) {
            return fail(.nameTaken(name, by: owner))
        }
        validator = encoded ? nil : headers["ETag"] ?? headers["Last-Modified"]
        lastModified = headers["Last-Modified"]
        let total = statusCode == 206 ? ContentRange(headers["Content-Range"])?.total : length
        if (200..<300).contains(statusCode), skipPresent && isComplete(name, size: total) {
            discardPartial()
            isPresent = true
            return false
        }
        if statusCode == 206 {
            let offset = claimed?.offset ?? 0
            let sum = length.map { offset.addingReportingOverflow($0) }
            guard !encoded, let claimed, claimed.partial.fileName == name,
                  let range = ContentRange(headers["Content-Range"]), range.start == offset, sum?.overflow != true
            else {
                discardPartial()
                return fail(.resumeRejected)
            }
            let expected = range.total ?? sum?.partialValue
            part = claimed.part
            isMarked = true
            // Published before the bytes, so that no sample counts the continued prefix as new.
            naming.withLock { $0.expectedBytes = expected; $0.resumedAt = offset }
            writtenBytes.store(offset, ordering: .relaxed)
            writebackStart = offset
        } else {
            let continuable = claimed.flatMap { $0.partial.fileName == name ? $0.part : nil }
            if continuable == nil { discardPartial() }
            guard let part = continuable ?? lockPart(name) else { return false }
            self.part = part
            // An earlier `.part` keeps its mark until the new one replaces it or it is renamed.
            isMarked = !part.isNew
            if !part.isNew, let reason = part.truncate() { return fail(.cannotWrite(path: part.path, reason: reason)) }
            unsavedMark = validator.map { PartialDownload(photoID: item.photoID, sizeID: item.sizeKey, fileName: name, validator: $0) }
            naming.withLock { $0.expectedBytes = length }
            // Large files hash as they stream; the others in their check's hop, in parallel
            // off the transfer thread (hashing every file on it makes a batch slower).
            streamed = (length ?? .max) >= Self.writebackChunk ? StreamedHashes(sha256: hashes, sha1: item.expectedSHA1 != nil) : nil
        }
        return true
    }

    func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let descriptor = part?.descriptor else { return false }
        streamed?.update(bytes)
        if let code = writer.write(bytes, to: descriptor) { return failWriting(code) }
        let total = writtenBytes.add(Int64(bytes.count), ordering: .relaxed).newValue
        if total >= Self.markAfter { saveMark(on: descriptor) }
        if durable, total - writebackStart >= Self.writebackChunk {
            _ = sync_file_range(descriptor, writebackStart, total - writebackStart, UInt32(PM_SYNC_FILE_RANGE_WRITE))
            writebackStart = total
        }
        return true
    }

    private func saveMark(on descriptor: Int32) {
        guard let mark = unsavedMark else { return }
        unsavedMark = nil
        mark.save(on: descriptor)
        isMarked = true
    }

    /// Writes what `receive` has kept back; false (with the failure said) when the disk refused.
    private func writeUnwritten() -> Bool {
        guard let descriptor = part?.descriptor, let code = writer.finish(to: descriptor) else { return true }
        return failWriting(code)
    }

    private func failWriting(_ code: Int32) -> Bool {
        fail(code == ENOSPC || code == EDQUOT ? .diskFull(path: partPath) : .cannotWrite(path: partPath, reason: String(cString: strerror(code))))
    }

    /// Checks the length and the file's structure (and, with `verifyDecoding`, that a JPEG decodes),
    /// having started the file's write-back; on threads for blocking work. The file comes out
    /// still locked: its `CompletedFile` releases it once renamed.
    func finish() async throws(DownloadFailure) -> (file: CompletedFile, notice: DownloadNotice?) {
        if let failure { throw failure }
        guard let fileName, let part else { throw .notWhole(item.content, "the server sent an empty answer") }
        let bytes = received
        if let expected = progress.expectedBytes, expected != bytes {
            throw .incomplete(expected: expected, received: bytes)
        }
        var completed = CompletedFile(folder: folder, fileName: fileName, bytes: bytes, part: part, isMarked: isMarked)
        streamed?.stamp(&completed)
        // A file not hashed as it streamed in (a small or a continued one) is hashed in its check's hop.
        let file = completed, hashesNow = hashes && completed.sha256 == nil
        let (notice, sha256) = try await BlockingWork.run { [durable] () throws(DownloadFailure) -> (DownloadNotice?, String?) in
            guard self.writeUnwritten() else { throw self.failure ?? .cannotWrite(path: file.partPath, reason: "its last bytes could not be written") }
            if durable { _ = sync_file_range(part.descriptor, 0, 0, UInt32(PM_SYNC_FILE_RANGE_WRITE)) }
            let notice = try self.check(part, at: file.partPath)
            return (notice, hashesNow ? try? part.digest().sha256 : nil)
        }
        if let sha256 { completed.sha256 = sha256 }
        self.part = nil
        claimed = nil
        return (completed, notice)
    }

    /// Why the transfer failed, once the transport gave up on it. A body over its size cap is
    /// removed at once: it must not stay on disk.
    func failure(endingTransferWith error: PhotomaniaError) -> DownloadFailure {
        if case .transportFailed(_, .bodyTooLarge) = error { removeParts() }
        return failure ?? .transfer(error)
    }

    /// The file is read through the locked descriptor: what is checked is what was written. Only
    /// JPEGs are decoded (`verifyDecoding`); other types rest on their structure and SHA-1.
    private func check(_ part: LockedPart, at path: String) throws(DownloadFailure) -> DownloadNotice? {
        if let damage = item.content.damage(descriptor: part.descriptor) { throw discarding(.notWhole(item.content, damage)) }
        guard verifyDecoding, item.content == .jpeg else { return nil }
        let decoding = JPEGDecoder.check(decodingFileAt: path)
        switch decoding {
        case .clean: return nil
        case .tooLarge, .outOfMemory: return .notDecoded(decoding)
        case .damaged(let message): throw discarding(.doesNotDecode(message))
        }
    }

    /// Releases the `.part`, keeping it for a later resume (a finished one belongs to its
    /// `CompletedFile` by then), with the bytes still held in its last slice; blocking work.
    func close() {
        if writeUnwritten(), let part, received > 0 { saveMark(on: part.descriptor) }
        part?.close()
        claimed?.part.close()
    }

    private var partPath: String { folder.partPath(fileName ?? "\(item.photoID)") }

    /// Opens and locks the `.part` for `name`, keeping its bytes until it is ours: a spare file
    /// named so when there is one and the name is free.
    private func lockPart(_ name: String) -> LockedPart? {
        let path = folder.partPath(name)
        if name.contains("/"), let reason = folder.createParent(of: name) {
            _ = fail(.cannotWrite(path: path, reason: reason))
            return nil
        }
        if let part = spares?.take(naming: path) { return part }
        switch LockedPart.acquire(path, create: true) {
        case .locked(let part): return part
        case .busy: isBusy = true
        case .missing: _ = fail(.cannotWrite(path: path, reason: String(cString: strerror(ENOENT))))
        case .failed(let reason): _ = fail(.cannotWrite(path: path, reason: reason))
        }
        return nil
    }

    /// Removes the `.part` this transfer claimed to continue.
    func discardPartial() {
        claimed?.part.remove()
    }

    /// Closes their descriptors for good: the numbers may soon name other files.
    private func removeParts() {
        claimed?.part.remove()
        part?.remove()
        part = nil
    }

    /// Removes the `.part`, so that the next try starts over.
    private func discarding(_ failure: DownloadFailure) -> DownloadFailure {
        removeParts()
        return failure
    }

    private func fail(_ failure: DownloadFailure) -> Bool {
        self.failure = failure
        return false
    }
}
