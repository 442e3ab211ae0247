import Foundation

extension DownloadEngine {
    /// A checked file ready for the committer: its size and SHA-256 now (the hash when asked
    /// for), and the SHA-256 of the bytes the server sent when they are no longer the file's.
    struct HashedFile: Sendable {
        var file: CompletedFile
        var hash: Result<SHA256.FileDigest, SHA256.ReadError>?
        var serverSHA256: String?
    }

    /// Whether `prepare` reads or changes the file (else it only packs what is known): blocking work.
    static func preparing(_ file: CompletedFile, readsTheDiskFor expectedSHA1: String?, embedding properties: [XMPProperty]?, hashes: Bool) -> Bool {
        expectedSHA1 != nil || properties != nil || (hashes && file.sha256 == nil)
    }

    /// Hashes a checked file through its locked descriptor, embedding the plan's metadata first
    /// when it asks for it (`--embed-metadata`); blocking work. `hashes`: the file's SHA-256 is
    /// wanted; `keepsServerHash`: the server's too, for the archive. Throws, the `.part` removed,
    /// when embedding failed midway.
    static func prepare(
        _ file: CompletedFile, expectedSHA1: String?, embedding properties: [XMPProperty]?, hashes: Bool, keepsServerHash: Bool
    ) throws(DownloadFailure) -> (HashedFile, DownloadNotice?) {
        if let expectedSHA1 {
            var received = file.sha1 ?? ""
            if file.sha1 == nil {
                do { received = try SHA1.hex(ofDescriptor: file.part.descriptor, path: file.partPath) } catch {
                    throw .cannotWrite(path: file.partPath, reason: error.description)
                }
            }
            guard received == expectedSHA1 else {
                file.part.remove()
                throw .checksumMismatch(expected: expectedSHA1, received: received)
            }
        }
        let digest = { Result { () throws(SHA256.ReadError) in try file.part.digest() } }
        // The bytes as the server sent them were hashed as they streamed in, when they could be.
        let sent = { file.sha256.map { Result<SHA256.FileDigest, SHA256.ReadError>.success(SHA256.FileDigest(sha256: $0, bytes: file.bytes)) } ?? digest() }
        guard let properties else { return (HashedFile(file: file, hash: hashes ? sent() : nil), nil) }
        let server = hashes && keepsServerHash ? sent() : nil
        // An embedding cut short leaves bytes no server sent: without its resume mark, the next
        // run fetches the photo whole rather than continue them.
        file.removeResumeMark()
        let outcome: JPEGXMPEmbedding.Outcome
        do throws(JPEGXMPEmbedding.Damage) {
            outcome = try JPEGXMPEmbedding.embed(properties, shrinking: MetadataEmbedding.shrinking, into: file.part.descriptor)
        } catch {
            file.part.remove()
            throw .cannotWrite(path: file.partPath, reason: "embedding its metadata failed midway (\(error.reason))")
        }
        var notice: DownloadNotice?
        switch outcome {
        case .inserted, .merged: break
        case .replacedUnreadable(let reason): notice = .unreadableMetadataReplaced(reason: reason)
        case .unchanged(let reason): return (HashedFile(file: file, hash: server ?? (hashes ? digest() : nil)), .metadataNotEmbedded(reason: reason))
        }
        var embedded = file
        embedded.bytes = file.part.size ?? file.bytes
        return (HashedFile(file: embedded, hash: hashes ? digest() : nil, serverSHA256: try? server?.get().sha256), notice)
    }
}
