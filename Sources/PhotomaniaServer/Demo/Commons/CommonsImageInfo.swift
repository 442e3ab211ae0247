import Foundation

/// One file's `imageinfo[0]` (contract §6.2) for the `iiprop` values asked, with a thumbnail of
/// `iiurlwidth` (§8.4) when the answer may still compute one.
struct CommonsImageInfo {
    static let properties: Set<String> = [
        "timestamp", "user", "userid", "comment", "parsedcomment", "canonicaltitle", "url", "size", "dimensions", "sha1", "mime",
        "thumbmime", "mediatype", "metadata", "commonmetadata", "extmetadata", "bitdepth", "badfile", "archivename", "uploadwarning",
    ]
    /// The widths thumbnails are served at (`$wgThumbnailSteps`).
    static let thumbnailSteps = [20, 40, 60, 120, 250, 330, 500, 960, 1280, 1920, 3840]

    let index: CommonsIndex
    let origin: String
    let properties: Set<String>
    let facts: [Int: CommonsOriginals.Facts]

    func info(file fileIndex: Int, thumbnailWidth: Int?) -> CommonsJSON {
        let file = index.files[fileIndex]
        var info: [String: CommonsJSON] = [:]
        let has = properties.contains
        if has("timestamp") { info["timestamp"] = .string(CommonsTime.iso(file.uploadedAt)) }
        if has("user") { info["user"] = .string(file.uploader) }
        if has("userid") { info["userid"] = .int(file.uploaderID) }
        if has("comment") { info["comment"] = .string("Uploaded own work") }
        if has("parsedcomment") { info["parsedcomment"] = .string("Uploaded own work") }
        if has("canonicaltitle") { info["canonicaltitle"] = .string(file.title) }
        if has("size") || has("dimensions") {
            let size = file.originalSize
            info["width"] = .int(size.width)
            info["height"] = .int(size.height)
            if let facts = facts[file.pageID] { info["size"] = .int(facts.size) }
            if let pages = file.format.pageCount { info["pagecount"] = .int(pages) }
            if let duration = file.media?.duration { info["duration"] = .double(duration) }
        }
        if has("sha1"), let facts = facts[file.pageID] { info["sha1"] = .string(facts.sha1) }
        if has("mime") { info["mime"] = .string(file.format.mime) }
        if has("thumbmime"), thumbnailWidth != nil, let mime = file.format.thumbnailMime { info["thumbmime"] = .string(mime) }
        if has("mediatype") { info["mediatype"] = .string(file.format.mediaType) }
        if has("bitdepth") { info["bitdepth"] = .int(file.format.bitDepth) }
        if has("metadata") || has("commonmetadata") {
            let common = CommonsMetadata(index: index).common(file: fileIndex)
            if has("metadata") { info["metadata"] = common }
            if has("commonmetadata") { info["commonmetadata"] = common }
        }
        if has("extmetadata") { info["extmetadata"] = CommonsMetadata(index: index).extended(file: fileIndex) }
        if has("url") {
            info["url"] = .string(originalURL(file))
            info["descriptionurl"] = .string(origin + "/wiki/" + CommonsTitle.wikiEncoded(file.title))
            info["descriptionshorturl"] = .string(origin + "/w/index.php?curid=\(file.pageID)")
            if let width = thumbnailWidth, file.format.thumbnailMime != nil {
                let thumbnail = Self.thumbnail(of: file, width: width)
                info["thumburl"] = .string(thumbnail.step.map { thumbnailURL(file, step: $0) } ?? originalURL(file))
                info["thumbwidth"] = .int(thumbnail.width)
                info["thumbheight"] = .int(thumbnail.height)
            }
        }
        return .object(info)
    }

    func originalURL(_ file: CommonsFile) -> String {
        origin + "/wikipedia/commons/" + file.hashPath + "/" + CommonsTitle.uploadEncoded(file.dbKey)
    }

    func thumbnailURL(_ file: CommonsFile, step: Int) -> String {
        let name = CommonsTitle.uploadEncoded(file.dbKey)
        return origin + "/wikipedia/commons/thumb/" + file.hashPath + "/" + name + "/" + (file.format.thumbnailName(of: name, width: step) ?? "")
    }

    /// The width and height reported for a thumbnail `width` wide, and the step its URL names
    /// (nil when the URL is the original's: a picture's width or its step reaches the original's).
    static func thumbnail(of file: CommonsFile, width: Int) -> (step: Int?, width: Int, height: Int) {
        let original = file.originalSize
        let size = renderedSize(of: file, width: width)
        guard file.format.thumbnailLimit == .original else {
            return (thumbnailSteps.first { $0 >= size.width } ?? thumbnailSteps.last, size.width, size.height)
        }
        guard width < original.width else { return (nil, original.width, original.height) }
        let step = thumbnailSteps.first { $0 >= width }.flatMap { $0 < original.width ? $0 : nil }
        return (step, size.width, size.height)
    }

    /// The size of a thumbnail asked `width` wide: never wider than the original for the kinds
    /// that stop there, any width for drawings and pages.
    static func renderedSize(of file: CommonsFile, width: Int) -> (width: Int, height: Int) {
        let original = file.originalSize
        guard original.width > 0 else { return (0, 0) }
        let shown = file.format.thumbnailLimit == .unlimited ? width : min(width, original.width)
        return (shown, max(1, Int((Double(original.height) * Double(shown) / Double(original.width)).rounded())))
    }

    /// The fit that renders a file exactly `step` pixels wide.
    static func fit(of file: CommonsFile, step: Int) -> DemoImageSize.Fit {
        let original = file.originalSize
        guard original.height > original.width else { return .longestEdge(step) }
        let height = Int((Double(original.height) * Double(step) / Double(original.width)).rounded())
        let candidates = [height, height - 1, height + 1].map { DemoImageSize.Fit.longestEdge(max(1, $0)) }
        let fits = candidates.first { $0.pixelSize(originalWidth: file.photo.width, originalHeight: file.photo.height).width == step }
        return fits ?? candidates[0]
    }
}
