/// Names one photo's file with the plan's `NameTemplate`, from what the listing said and, once
/// it answers, what the server's headers say.
struct FileNamer: Sendable {
    var template: NameTemplate
    var photoID: PhotoID
    var sizeID: SizeKey
    var facts: PhotoFacts
    var feature: String
    var gallery: String
    /// Paths, relative to the output directory, that hold this photo at other sizes: a name
    /// among them is never reused for this size, which gets `sized(_:)` instead.
    var namesOfOtherSizes: Set<String> = []

    /// The path relative to the output directory.
    func name(contentDisposition: String?, finalURL: String, contentType: String?) -> String {
        let name = template.render(DownloadFileName.context(
            photoID: photoID, sizeID: sizeID, facts: facts, feature: feature, gallery: gallery,
            contentDisposition: contentDisposition, finalURL: finalURL, contentType: contentType
        ))
        return namesOfOtherSizes.contains(name) ? sized(name) : name
    }

    /// `name` with the size before its extension (`1.dusk.jpg` → `1.dusk.q.jpg`): the name of a
    /// second size of one photo, so that the two never share a file.
    func sized(_ name: String) -> String {
        let size = FileNameSanitizer.sanitizeField(String(String(sizeID).prefix(12))) ?? "size"
        let folderEnd = name.lastIndex(of: "/").map { name.index(after: $0) } ?? name.startIndex
        guard let dot = name[folderEnd...].lastIndex(of: "."), dot > folderEnd else { return name + "." + size }
        return String(name[..<dot]) + "." + size + String(name[dot...])
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
            case _ where collection.name.map { !$0.isEmpty } == true: ("", collection.name ?? "")
            case .id(let id): ("", String(id))
            case .slug(let slug): ("", slug)
            }
        case .groupPool(let group, _): ("", group)
        case .search, .ids: ("", "")
        }
    }
}
