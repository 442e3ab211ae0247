import PhotomaniaKit

/// What a user can do about the library's errors, in terms of this program's options.
enum Advice {
    /// `service`: how the service is reached (its title, the variable that gives its key).
    static func hint(for error: PhotomaniaError, service: ServiceAccess = ServiceRegistry.current.defaultEntry.access) -> String? {
        let key = service.keyVariable
        switch error {
        case .invalidURL: return "give --api as http://host:port/v1"
        case .transportFailed(_, .bodyTooLarge): return "this does not look like an API response; check --api"
        case .transportFailed(_, .tookTooLong): return "the server is slow: try again later, or raise --timeout"
        case .transportFailed(_, .tooSlow): return "lower --min-speed, or turn it off with --min-speed 0"
        case .transportFailed: return "check your network or --api"
        case .responseValidationFailed(_, .unacceptableStatusCode(let code, let message, _)):
            switch code {
            case 403 where !error.isCredentialFailure:
                return message?.lowercased().contains("private") == true ? "only its owner may see it: sign in as them with 'photomania login'" : nil
            case 401, 403: return "check your consumer key (--consumer-key" + (key.map { " or \($0)" } ?? "") + ")"
            case 408, 429, 500..<600: return "the server is having trouble; try again later"
            default: return nil
            }
        case .responseValidationFailed(_, .serviceBusy): return "the server is having trouble; try again later"
        case .responseValidationFailed, .responseSerializationFailed:
            return "check that --api points at a \(service.title)-compatible API"
        case .cancelled: return nil
        case .notStoredOffline(let request) where HTTPMethod(rawValue: request.method)?.writes == true:
            return "run it without --offline (and PHOTOMANIA_OFFLINE)"
        case .notStoredOffline, .storedCopyDamaged: return "run it once without --offline (and PHOTOMANIA_OFFLINE) to keep a copy"
        case .unsupported: return nil
        case .shortLinkUnfollowed(let failure) where failure.reason == .offline:
            return "run it without --offline (and PHOTOMANIA_OFFLINE), or give the page URL it leads to"
        case .shortLinkUnfollowed: return "open it in a browser and give the page URL it leads to"
        case .serviceFailed(_, let failure):
            switch failure.meaning {
            case .credentials: return "check your key (--consumer-key" + (key.map { " or \($0)" } ?? "") + ")"
            case .busy: return "the server is having trouble; try again later"
            case .readOnly: return "log in again without --read-only"
            case .notFound, .withheld, .refused, .other: return nil
            }
        }
    }

    static func hint(for error: ArchiveError) -> String? {
        switch error.reason {
        case .missing: "pass --archive FILE, or -o DIR for the folder you downloaded to"
        case .notAnArchive, .damaged, .newerSchema: "pass --archive FILE to use another file, or --no-archive"
        case .locked: "wait for the other photomania to finish, or pass --archive FILE"
        case .diskFull: "free some space and try again"
        case .readOnly, .cannotOpen: "check the file's and its folder's permissions, or pass --archive FILE"
        case .failed: nil
        }
    }

    static func hint(for failure: DownloadFailure, service: ServiceAccess = ServiceRegistry.current.defaultEntry.access) -> String? {
        switch failure {
        case .transfer(.transportFailed(_, .bodyTooLarge)): "raise --max-file-size if the photo really is that large"
        case .transfer(let error): hint(for: error, service: service)
        case .diskFull: "free some space and run the same command again"
        case .cannotWrite: "check the folder's permissions, or pick another with -o DIR"
        case .incomplete, .notWhole, .doesNotDecode, .resumeRejected, .checksumMismatch: nil
        case .nameTaken: "put {id} in --filename to tell them apart"
        }
    }
}
