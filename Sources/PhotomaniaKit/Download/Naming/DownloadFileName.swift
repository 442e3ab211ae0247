/// The name a downloaded photo is saved under by default: `<id>.<suggestedName>` (see `NameTemplate`).
public enum DownloadFileName {
    /// 240 bytes, so that `<name>.part` and any other suffix a tool adds still fit the 255-byte
    /// name limit of ext4, APFS, NTFS and most other filesystems.
    public static let defaultMaxBytes = 240

    /// Used when no source gives a usable name.
    public static let fallbackName = "photo"

    /// The suggested name is the first that survives sanitising, of: the `Content-Disposition`
    /// name (`filename*`, then `filename`), then the final URL's last path component when it says
    /// something a person would recognise (`ReadableName`), then the slug of the photo's `title`
    /// with the extension, then the extension alone (`<id>.jpg`). An extension from `contentType`
    /// is added when the name has none. The whole result is at most `maxBytes` bytes of UTF-8
    /// (raised to the `<id>.` prefix plus one byte if smaller), keeps its extension when cut,
    /// never contains `/` and never starts with a dot.
    public static func make(
        photoID: PhotoID, contentDisposition: String?, finalURL: String, contentType: String?, title: String = "",
        maxBytes: Int = defaultMaxBytes
    ) -> String {
        let name = suggestedName(contentDisposition: contentDisposition, finalURL: finalURL, contentType: contentType, title: title)
        return fit(prefix: "\(photoID).", name: name, maxBytes: maxBytes)
    }

    /// The sanitised suggested name `make` puts after `<id>.` (uncut): `{name}` in a `NameTemplate`.
    public static func suggestedName(contentDisposition: String?, finalURL: String, contentType: String?, title: String = "") -> String {
        suggestion(contentDisposition: contentDisposition, finalURL: finalURL, contentType: contentType, title: title).name
    }

    /// The naming context of a response: its suggested name, and `{ext}` from that name, else
    /// from `contentType`, else `jpg`.
    public static func context(
        photoID: PhotoID, sizeID: SizeKey, facts: PhotoFacts = PhotoFacts(), feature: String = "", gallery: String = "",
        contentDisposition: String?, finalURL: String, contentType: String?
    ) -> NamingContext {
        let (name, ext) = suggestion(contentDisposition: contentDisposition, finalURL: finalURL, contentType: contentType, title: facts.title)
        return NamingContext(photoID: photoID, sizeID: sizeID, facts: facts, feature: feature, gallery: gallery, suggestedName: name, ext: ext)
    }

    /// The suggested name (see `make`) and its extension without the dot.
    private static func suggestion(contentDisposition: String?, finalURL: String, contentType: String?, title: String) -> (name: String, ext: String) {
        let typeExtension = FileNameExtension.forContentType(contentType)
        let fromURL = FileNameSanitizer.sanitize(lastPathComponent(of: finalURL))
        let offered = contentDisposition.flatMap(ContentDisposition.filename(from:)).flatMap(FileNameSanitizer.sanitize)
        if let offered = offered ?? fromURL.flatMap({ ReadableName.isReadable($0) ? $0 : nil }) {
            let own = FileNameExtension.of(offered)
            let name = own == nil ? offered + (typeExtension ?? "") : offered
            return (name, (own ?? typeExtension?[...]).map { String($0.dropFirst()) } ?? "jpg")
        }
        let ext = String((fromURL.flatMap(FileNameExtension.of) ?? typeExtension?[...] ?? ".jpg").dropFirst())
        guard let slug = TitleSlug.make(title).flatMap(FileNameSanitizer.sanitizeField) else { return (ext, ext) }
        return (slug + "." + ext, ext)
    }

    static func fit(prefix: String, name: String, maxBytes: Int) -> String {
        let budget = max(maxBytes - prefix.utf8.count, 1)
        guard name.utf8.count > budget else { return prefix + name }
        let kept = FileNameExtension.of(name).flatMap { $0.utf8.count < budget ? $0 : nil } ?? ""
        let stemSource = name[..<(kept.isEmpty ? name.endIndex : kept.startIndex)]
        let stemBudget = budget - kept.utf8.count
        var stem = UTF8Truncation.prefix(of: stemSource, maxBytes: stemBudget)
        while let last = stem.unicodeScalars.last, last == "." || last.properties.isWhitespace {
            stem = stem.dropLast()
        }
        if stem.isEmpty {
            stem = UTF8Truncation.prefix(of: fallbackName[...], maxBytes: stemBudget)
        }
        return prefix + stem + kept
    }
}
