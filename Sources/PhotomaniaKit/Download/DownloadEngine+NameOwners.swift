import Foundation

/// A name the archive gives to another photo is never taken: the photo asking for it fails with
/// `nameTaken`, before its bytes are fetched when its name is known, else before it is renamed.
extension DownloadEngine {
    /// Fails `item` when the archive's latest record of `fileName` is another photo's and a file
    /// is still there: one indexed read and one `stat`. `{id}.{name}` names are never another's.
    func isArchivedAsAnother(_ item: DownloadItem, fileName: String, observer: some DownloadObserver) async -> Bool {
        guard let archive = plan.files.archive, nameClaims != nil else { return false }
        let owner = await BlockingWork.run { [folder = plan.files.folder] in Self.archivedOwner(of: fileName, other: item, in: archive, folder: folder) }
        return refusesAsAnother(item, NameOwner(fileName: fileName, photoID: owner), observer: observer)
    }

    /// A file name and the other photo the archive gives it to, if any.
    struct NameOwner: Sendable {
        let fileName: String
        let photoID: PhotoID?
    }

    /// The archive gives the name to `owner`, another photo.
    struct NameTaken: Error {
        let owner: NameOwner
    }

    /// Fails `item` when `owner` names another photo; false when nobody else holds the name.
    func refusesAsAnother(_ item: DownloadItem, _ owner: NameOwner, observer: some DownloadObserver) -> Bool {
        guard let nameClaims, let photoID = owner.photoID else { return false }
        // A photo of this run is recorded as soon as it is saved: its name stays this run's.
        let isEarlier = nameClaims.owner(of: owner.fileName) != NameClaims.Owner(photoID: photoID)
        if isEarlier { nameClaims.giveToArchived(owner.fileName, photoID: photoID) }
        fail(item, .nameTaken(fileName: owner.fileName, ownerID: photoID, archived: isEarlier), observer: observer)
        return true
    }

    /// The other photo whose file the archive's latest record of `fileName` is, while a file is there.
    static func archivedOwner(of fileName: String, other item: DownloadItem, in archive: DownloadArchive, folder: DownloadFolder) -> PhotoID? {
        let latest = try? archive.entries(fileName: archive.storedFileName(forPath: folder.finalPath(fileName))).first
        guard let latest, latest.service != archive.service || latest.photoID != item.photoID, archive.status(of: latest) != .missing else { return nil }
        return latest.photoID
    }
}
