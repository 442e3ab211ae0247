import PhotomaniaKit

extension Unavailability {
    /// Why `thing` ("photo 42") cannot be had, as a sentence.
    func sentence(naming thing: String) -> String {
        switch self {
        case .notFound: "no \(thing)"
        case .withheld: "\(thing) is not available: it was deleted or its owner deactivated"
        case .noImage(let asked, let service):
            "the server offers no image of the size asked: \(asked.map { ServiceRegistry.current.name(of: $0, on: service) }.joined(separator: ", "))"
        case .otherPhoto(let answered): "asked for \(thing), the server answered with photo \(answered)"
        case .lookupFailed(let error): "\(thing) could not be looked up: \(error)" + (Advice.hint(for: error).map { "; \($0)" } ?? "")
        }
    }
}

extension DownloadNotice {
    var sentence: String {
        switch self {
        case .archivedFileMissing(let name): "\(name) is in the archive but missing on disk: fetching it again"
        case .archivedFileDiffers(let name): "\(name) differs from the archive: fetching it again"
        case .archiveUnreadable(let error): "the archive could not be read (\(error)): downloading"
        case .archiveNotRecorded(let error): "downloaded, but the archive could not record it: \(error)"
        case .notHashed(let error): "downloaded, but it could not be read back to hash it for the archive (\(error))"
        case .notDecoded(.tooLarge(let maxPixels)): "not verified: over \(maxPixels / 1_000_000) megapixels to decode; kept on the length and marker checks"
        case .notDecoded: "not verified: there was not enough memory to decode it; kept on the length and marker checks"
        case .notPostProcessed(let failure): failure.sentence
        case .metadataNotEmbedded(let reason): "its metadata was not embedded: \(reason); the file is kept as the server sent it"
        case .unreadableMetadataReplaced(let reason): "its own XMP metadata could not be read (\(reason)): photomania's replaced it"
        }
    }
}

extension PostProcessingFailure {
    var sentence: String {
        switch self {
        case .sidecarNotEncoded(let path, let reason): "the metadata file \(path) could not be written (\(reason)); the photo is kept"
        case .sidecarNotWritten(let path, let error): "the metadata file \(path) could not be written (\(error.reason)); the photo is kept"
        }
    }
}

extension DownloadEvent {
    /// The photo and the sentence of an event that reports a failure.
    var failure: (photoID: PhotoID, message: String)? {
        switch self {
        case .failed(let item, let failure): (item.photoID, failure.description + (Advice.hint(for: failure).map { "; \($0)" } ?? ""))
        case .unavailable(let id, let reason): (id, reason.sentence(naming: "photo \(id)"))
        default: nil
        }
    }
}
