import Synchronization

/// The relative paths a run's photos are named, each the first photo's to be named it, so that
/// two photos whose names render alike neither share a `.part` nor replace each other's file.
/// Paths are compared by their UTF-8 bytes, as the file system compares them: a `String`
/// compares canonically equivalent spellings as equal.
final class NameClaims: Sendable {
    struct Owner: Sendable, Equatable {
        var photoID: PhotoID
        /// Known from the archive, not from this run.
        var isArchived = false
    }

    private let owners = Mutex<[[UInt8]: Owner]>([:])

    /// Claims `fileName` for `photoID`, which may claim it again (a retry); nil when it is that
    /// photo's, else who has it.
    func claim(_ fileName: String, for photoID: PhotoID) -> Owner? {
        let key = Array(fileName.utf8)
        return owners.withLock { owners in
            if let owner = owners[key], owner.photoID != photoID { return owner }
            owners[key] = Owner(photoID: photoID)
            return nil
        }
    }

    func owner(of fileName: String) -> Owner? {
        owners.withLock { $0[Array(fileName.utf8)] }
    }

    /// Gives `fileName` to the photo the archive records under it, whoever claimed it in this run.
    func giveToArchived(_ fileName: String, photoID: PhotoID) {
        owners.withLock { $0[Array(fileName.utf8)] = Owner(photoID: photoID, isArchived: true) }
    }
}

extension DownloadFailure {
    static func nameTaken(_ fileName: String, by owner: NameClaims.Owner) -> DownloadFailure {
        .nameTaken(fileName: fileName, ownerID: owner.photoID, archived: owner.isArchived)
    }
}
