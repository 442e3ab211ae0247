import CLinux
import Foundation
import Synchronization

/// A downloaded, checked `.part` waiting for its final name, still locked: no other process
/// touches it until the `Committer` has renamed it and its completion has run.
struct CompletedFile: Sendable {
    let folder: DownloadFolder
    let fileName: String
    /// Its size now: more than the server sent once metadata is embedded.
    var bytes: Int64
    let part: LockedPart
    /// The `.part` carries a resume mark (`PartialDownload`), removed before it is renamed.
    var isMarked = false
    /// The modification time to give it (`--mtime`), nil to keep the write time.
    var modified: Date?
    /// Its hashes, taken as its bytes streamed in (nil when they were not: a continued `.part`).
    var sha256: String?
    var sha1: String?

    var partPath: String { folder.partPath(fileName) }
    var finalPath: String { folder.finalPath(fileName) }

    /// Removes the `.part`'s resume mark, if it carries one.
    func removeResumeMark() {
        if isMarked { _ = fremovexattr(part.descriptor, PartialDownload.attribute) }
    }
}

/// Gives finished `.part` files their final names in batches, off the transfer path: one
/// `syncfs` makes a whole batch durable, then each file is renamed and the directory synced
/// once. A final name therefore always holds a complete file, and no transfer waits for the
/// disk. Runs on its own queue, so blocking on the disk never holds up other work. A batch is
/// whatever finished while the one before was being made durable (a group commit: no timer, so
/// the last file of a run waits for nothing but its own sync). Each file's lock is released
/// after its completion, and after the batch's records are committed, which therefore still
/// speak for the renamed bytes. With `durable` false (`--no-sync`), files are renamed as they
/// come and nothing is synced.
final class Committer: Sendable {
    typealias Completion = @Sendable (Result<CompletedFile, DownloadFailure>) -> Void
    /// Runs a batch's completions (`DownloadArchive.recordingTogether`: one transaction a batch).
    typealias Scope = @Sendable (() -> Void) -> Void

    private let folder: DownloadFolder
    private let durable: Bool
    private let completionScope: Scope
    private let queue = DispatchQueue(label: "photomania.commit")
    private let pending = Mutex<[(file: CompletedFile, completion: Completion)]>([])
    private let inFlight = DispatchGroup()

    init(folder: DownloadFolder, durable: Bool = true, completionScope: @escaping Scope = { $0() }) {
        self.folder = folder
        self.durable = durable
        self.completionScope = completionScope
    }

    /// Queues `file`; `completion` runs once it has its final name (or could not get it).
    func submit(_ file: CompletedFile, completion: @escaping Completion) {
        let first = pending.withLock { pending in
            pending.append((file, completion))
            return pending.count == 1
        }
        guard first else { return }
        inFlight.enter()
        queue.async {
            self.commitBatch()
            self.inFlight.leave()
        }
    }

    /// Returns when every submitted file has been committed.
    func drain() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            inFlight.notify(queue: queue) { continuation.resume() }
        }
    }

    private func commitBatch() {
        let batch = pending.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
        for (file, _) in batch {
            if let modified = file.modified { FileTimeSource.apply(modified, to: file.part.descriptor) }
        }
        let directoryDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if directoryDescriptor >= 0 { close(directoryDescriptor) } }
        guard directoryDescriptor >= 0, !durable || syncfs(directoryDescriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            for (file, completion) in batch {
                completion(.failure(.cannotWrite(path: file.partPath, reason: reason)))
                file.part.close()
            }
            return
        }
        var results: [(file: CompletedFile, result: Result<CompletedFile, DownloadFailure>, completion: Completion)] = []
        for (file, completion) in batch {
            file.removeResumeMark()
            // What is renamed is the checked file, never what something else put at its name.
            guard file.part.isFile(at: file.partPath) else {
                results.append((file, .failure(.cannotWrite(path: file.partPath, reason: "it was replaced while being written")), completion))
                continue
            }
            if rename(file.partPath, file.finalPath) == 0 {
                results.append((file, .success(file), completion))
            } else {
                results.append((file, .failure(.cannotWrite(path: file.finalPath, reason: String(cString: strerror(errno)))), completion))
            }
        }
        if durable { fsync(directoryDescriptor) }
        // Files a `--dir`/`--filename` template put in subfolders: their folders' entries too.
        for subfolder in Set(batch.map { ArchivePaths.parent(of: $0.file.finalPath) }) where durable && subfolder != folder.path {
            let descriptor = open(subfolder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if descriptor >= 0 {
                fsync(descriptor)
                close(descriptor)
            }
        }
        // The locks are released once what the completions recorded is committed.
        completionScope {
            for (_, result, completion) in results { completion(result) }
        }
        for (file, _, _) in results { file.part.close() }
    }
}
