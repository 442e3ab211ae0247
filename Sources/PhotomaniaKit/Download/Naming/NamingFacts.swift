import Foundation

/// Everything a `NameTemplate` renders from: the photo's facts, the download's own (size,
/// source), and the name the server suggests, which is known for sure only once it answers.
public struct NamingContext: Sendable, Hashable {
    public var photoID: PhotoID
    public var sizeID: SizeKey
    public var facts: PhotoFacts
    /// The stream's feature (`popular`, …), empty for other sources.
    public var feature: String
    /// The gallery's id or slug, empty for other sources.
    public var gallery: String
    /// Today's suggested name (`DownloadFileName.suggestedName`), sanitised.
    public var suggestedName: String
    /// Without its dot: from `suggestedName`, else from the content type, else `jpg`.
    public var ext: String

    public init(photoID: PhotoID, sizeID: SizeKey, facts: PhotoFacts = PhotoFacts(), feature: String = "", gallery: String = "", suggestedName: String, ext: String) {
        self.photoID = photoID
        self.sizeID = sizeID
        self.facts = facts
        self.feature = feature
        self.gallery = gallery
        self.suggestedName = suggestedName
        self.ext = ext
    }
}
