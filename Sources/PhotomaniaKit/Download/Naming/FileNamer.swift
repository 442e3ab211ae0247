/// Names one photo's file with the plan's `NameTemplate`, from what the listing said and, once
/// it answers, what the server's headers say.
struct FileNamer: Sendable {
    var template: NameTemplate
    var photoID: PhotoID
    var sizeID: SizeKey
    var facts: PhotoFacts
    var feature: String
    var gallery: String

    /// The path relative to the output directory.
    func name(contentDisposition: String?, finalURL: String, contentType: String?) -> String {
        template.render(DownloadFileName.context(
            photoID: photoID, sizeID: sizeID, facts: facts, feature: feature, gallery: gallery,
            contentDisposition: contentDisposition, finalURL: finalURL, contentType: contentType
        ))
    }

    /// The name before any response: from the URL alone. It is the real one unless the template
    /// `dependsOnResponse` and the server suggests another name.
    func predicted(url: String) -> String {
        name(contentDisposition: nil, finalURL: url, contentType: nil)
    }
}

extension PhotoSelection {
    /// `{feature}` and `{gallery}` of the photos this selection lists; empty when it has none.
    var namingLabels: (feature: String, gallery: String) {
        switch self {
        case .stream(let feature, _, _): (feature.rawValue, "")
        case .collection(let collection, _):
            switch collection.reference {
            case .id(let id): ("", String(id))
            case .slug(let slug): ("", slug)
            }
        case .search, .ids: ("", "")
        }
    }
}
