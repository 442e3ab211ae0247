import Foundation

/// A file page as photomania's `Photo`: the uploader as its user, the Artist as its author, the
/// licence with its deed, the dates as given, camera facts from `commonmetadata`, and for each
/// size asked the original (`max`) or the thumbnail (contract §6, §8, §10).
extension Commons {
    func photo(_ page: CommonsPage, imageSizes: [ImageSize]) -> Photo? {
        guard var photo = facts(of: page, imageSizes: imageSizes), let info = page.info else { return nil }
        photo.mime = info.mime
        photo.fileBytes = info.size
        photo.assessments = (info.extmetadata["Assessments"] ?? "").split(separator: "|").map(String.init)
        return photo
    }

    private func facts(of page: CommonsPage, imageSizes: [ImageSize]) -> Photo? {
        guard let pageid = page.pageid, page.ns == 6, let info = page.info, !info.unavailable, let original = info.url else { return nil }
        let meta = info.extmetadata
        let name = Self.fileName(page.title)
        let uploader = info.user.flatMap { UserID($0) }
        let author = Self.line(meta["Attribution"]) ?? Self.line(meta["Artist"])
        let images = imageSizes.compactMap { size in image(of: info, original: original, size: size) }
        return Photo(
            id: PhotoID(pageid), service: .commons, userID: uploader, name: Self.line(meta["ObjectName"]) ?? Self.stem(name),
            description: meta["ImageDescription"], camera: camera(info.commonmetadata),
            focalLength: Self.decimal(info.commonmetadata["FocalLength"]), iso: info.commonmetadata["ISOSpeedRatings"],
            shutterSpeed: info.commonmetadata["ExposureTime"], aperture: Self.decimal(info.commonmetadata["FNumber"]),
            createdAt: info.timestamp.flatMap(Self.timestamp), takenAt: Self.line(meta["DateTimeOriginal"]).flatMap(Self.localTime),
            takenInLocalTime: true, latitude: meta["GPSLatitude"].flatMap(Double.init), longitude: meta["GPSLongitude"].flatMap(Double.init),
            width: info.width, height: info.height, licenseType: Self.license(meta), imageURLs: images.map(\.url), images: images,
            imageFormat: Self.format(info.mime, url: original), url: "/wiki/" + Self.pagePath(page.title),
            tags: (meta["Categories"] ?? "").split(separator: "|").map(String.init),
            user: uploader.map { User(id: $0, username: info.user ?? $0.text, fullname: author) }
        )
    }

    /// The original (`max`), or the thumbnail the answer gave; a picture without one is its own
    /// thumbnail, while audio has none to offer.
    private func image(of info: CommonsImageInfo, original: String, size: ImageSize) -> PhotoImage? {
        if size != .largestAllowed, let thumb = info.thumbURL {
            let mime = info.thumbMime ?? Self.mime(ofExtension: thumb)
            return PhotoImage(size: size, url: thumb, format: Self.format(mime, url: thumb), mime: mime)
        }
        guard size == .largestAllowed || info.isPicture else { return nil }
        return PhotoImage(size: size, url: original, format: Self.format(info.mime, url: original), sha1: info.sha1, mime: info.mime)
    }

    /// `Make Model`, the model alone when it names its maker.
    private func camera(_ facts: [String: String]) -> String? {
        let make = facts["Make"].flatMap { Self.line($0) }
        let model = facts["Model"].flatMap { Self.line($0) }
        guard let model else { return make }
        guard let make, !model.lowercased().hasPrefix(make.lowercased()) else { return model }
        return make + " " + model
    }

    static func license(_ meta: [String: String]) -> License? {
        guard let name = Self.line(meta["LicenseShortName"]) else { return nil }
        return License(name: name, url: meta["LicenseUrl"].flatMap { Self.line($0) }, isPublicDomain: meta["Copyrighted"] == "False")
    }

    /// extmetadata's HTML as one line of text.
    static func line(_ html: String?) -> String? {
        html.flatMap(HTMLText.line(of:))
    }

    /// `File:Name.jpg` → `Name.jpg`.
    static func fileName(_ title: String) -> String {
        for prefix in ["File:", "Image:"] where title.hasPrefix(prefix) { return String(title.dropFirst(prefix.count)) }
        return title
    }

    private static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// A title as a wiki path: spaces as underscores, the rest percent-encoded but `:`.
    static func pagePath(_ title: String) -> String {
        title.replacingOccurrences(of: " ", with: "_").addingPercentEncoding(withAllowedCharacters: pathCharacters) ?? title
    }

    private static let pathCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~:()!,*@$"))

    /// `28/10` → `2.8`; a plain number as it is.
    static func decimal(_ rational: String?) -> String? {
        guard let rational else { return nil }
        let parts = rational.split(separator: "/")
        guard parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom != 0 else { return Double(rational).map { _ in rational } }
        let value = top / bottom
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// A thumbnail's type by its name, when the answer does not give it: Commons renders JPEG or PNG.
    private static func mime(ofExtension url: String) -> String? {
        let lowered = url.lowercased()
        return lowered.hasSuffix(".png") ? "image/png" : lowered.hasSuffix(".jpg") || lowered.hasSuffix(".jpeg") ? "image/jpeg" : nil
    }

    private static func format(_ mime: String?, url: String) -> String? {
        switch mime {
        case "image/jpeg": return "jpg"
        case "image/png": return "png"
        case "image/gif": return "gif"
        case "image/tiff": return "tif"
        case "image/svg+xml": return "svg"
        case "application/pdf": return "pdf"
        case "video/webm": return "webm"
        default:
            let file = url.split(separator: "/").last.map(String.init) ?? ""
            return file.split(separator: ".").last.map { $0.lowercased() }.flatMap { $0.count <= 5 && $0.allSatisfy(\.isLetter) ? $0 : nil }
        }
    }

    static func timestamp(_ text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }

    /// `2025-03-12 19:21:44` or `2025-03-12` as the local time it says (no zone: kept as given).
    static func localTime(_ text: String) -> Date? {
        let digits = text.prefix(19)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let numbers = digits.split(whereSeparator: { "-: T".contains($0) }).map { Int($0) }
        guard numbers.count >= 3, numbers.allSatisfy({ $0 != nil }), let year = numbers[0], let month = numbers[1], let day = numbers[2], (1...9999).contains(year) else { return nil }
        let hour = numbers.count > 3 ? numbers[3] ?? 0 : 0
        let minute = numbers.count > 4 ? numbers[4] ?? 0 : 0
        let second = numbers.count > 5 ? numbers[5] ?? 0 : 0
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
    }
}
