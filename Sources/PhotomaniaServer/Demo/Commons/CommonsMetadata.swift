import Foundation

/// A file's `extmetadata` (CommonsMetadata's fields, contract §6.3) and `commonmetadata` (its
/// EXIF-like facts, §6.4), from the catalog photo.
struct CommonsMetadata {
    let index: CommonsIndex

    /// The first file's description carries markup, an entity, a link and raw terminal escapes,
    /// which a client must strip before printing.
    static let hostileDescription = "<b>Fish &amp; chips</b> by the harbour, see <a href=\"https://example.com/harbour\">the map</a>.\u{1B}[31m Red\u{1B}[0m\u{1B}]0;owned\u{07}"

    func extended(file fileIndex: Int) -> CommonsJSON {
        let file = index.files[fileIndex]
        let photo = file.photo
        let license = CommonsLicense(licenseType: photo.licenseType)
        var fields: [String: CommonsJSON] = [
            "DateTime": Self.field(CommonsTime.database(file.uploadedAt), "mediawiki-metadata", hidden: true),
            "ObjectName": Self.field(String(file.name[..<(file.name.lastIndex(of: ".") ?? file.name.endIndex)]), "mediawiki-metadata", hidden: true),
            "CommonsMetadataExtension": .object(["value": .double(1.2), "source": .string("extension"), "hidden": .string("")]),
            "Categories": Self.field(index.categoryNames(ofFile: fileIndex).joined(separator: "|"), "commons-categories", hidden: true),
            "Assessments": Self.field(index.assessments[fileIndex].joined(separator: "|"), "commons-categories", hidden: true),
            "Credit": Self.field("<span class=\"int-own-work\" lang=\"en\">Own work</span>", "commons-desc-page", hidden: true),
            "Artist": Self.field(Self.userLink(file.uploader), "commons-desc-page", hidden: false),
            "LicenseShortName": Self.field(license.shortName, "commons-desc-page", hidden: true),
            "UsageTerms": Self.field(license.usageTerms, "commons-desc-page", hidden: true),
            "AttributionRequired": Self.field(license.attributionRequired ? "true" : "false", "commons-desc-page", hidden: true),
            "Copyrighted": Self.field(license.copyrighted ? "True" : "False", "commons-desc-page", hidden: true),
            "Restrictions": Self.field("", "commons-desc-page", hidden: true),
            "License": Self.field(license.machineName, "commons-templates", hidden: true),
        ]
        if let url = license.url { fields["LicenseUrl"] = Self.field(url, "commons-desc-page", hidden: true) }
        let description = fileIndex == 0 ? Self.hostileDescription : file.description
        if !description.isEmpty { fields["ImageDescription"] = Self.field(description, "commons-desc-page", hidden: false) }
        // A file made from a photo was made when it was uploaded.
        if let taken = file.media == nil ? photo.takenAt : file.uploadedAt {
            fields["DateTimeOriginal"] = Self.field(CommonsTime.local(taken, zone: photo.zone), "commons-desc-page", hidden: false)
        }
        if let location = photo.location {
            fields["GPSLatitude"] = Self.field(String(format: "%.6f", location.latitude), "commons-desc-page", hidden: false)
            fields["GPSLongitude"] = Self.field(String(format: "%.6f", location.longitude), "commons-desc-page", hidden: false)
            fields["GPSMapDatum"] = Self.field("WGS-84", "commons-desc-page", hidden: true)
        }
        return .object(fields)
    }

    /// The camera's facts, which only the photo itself carries.
    func common(file fileIndex: Int) -> CommonsJSON {
        guard index.files[fileIndex].media == nil else { return .array([]) }
        let photo = index.files[fileIndex].photo
        var entries: [(String, CommonsJSON)] = []
        if let camera = photo.camera {
            entries += [("Make", .string(Self.make(of: camera))), ("Model", .string(camera))]
        }
        if let shutter = photo.exposure.shutterSpeed { entries.append(("ExposureTime", .string(Self.rational(shutter)))) }
        if let aperture = photo.exposure.aperture { entries.append(("FNumber", .string(Self.rational(aperture)))) }
        if let iso = photo.exposure.iso.flatMap({ Int($0) }) { entries.append(("ISOSpeedRatings", .int(iso))) }
        if let taken = photo.takenAt { entries.append(("DateTimeOriginal", .string(CommonsTime.exif(taken, zone: photo.zone)))) }
        if let focal = photo.exposure.focalLength { entries.append(("FocalLength", .string(Self.rational(focal)))) }
        return .array(entries.map { .object(["name": .string($0.0), "value": $0.1]) })
    }

    private static func field(_ value: String, _ source: String, hidden: Bool) -> CommonsJSON {
        .object(["value": .string(value), "source": .string(source)].merging(hidden ? ["hidden": .string("")] : [:]) { first, _ in first })
    }

    static func userLink(_ name: String) -> String {
        let text = escaped(name)
        return "<a href=\"//commons.wikimedia.org/wiki/User:\(CommonsTitle.wikiEncoded(name))\" title=\"User:\(text)\">\(text)</a>"
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// `1/250` stays, `2.8` is `28/10`, `35` is `35/1`: EXIF's rationals.
    static func rational(_ text: String) -> String {
        if text.contains("/") { return text }
        let parts = text.split(separator: ".", maxSplits: 1)
        guard parts.count == 2 else { return text + "/1" }
        return parts.joined() + "/" + "1" + String(repeating: "0", count: parts[1].count)
    }

    private static func make(of camera: String) -> String {
        let makers: [(prefix: String, make: String)] = [
            ("Canon", "Canon"), ("NIKON", "NIKON CORPORATION"), ("ILCE", "SONY"), ("X-", "FUJIFILM"), ("LEICA", "Leica Camera AG"),
            ("E-M", "OLYMPUS CORPORATION"), ("PENTAX", "RICOH IMAGING COMPANY, LTD."), ("iPhone", "Apple"), ("FC", "DJI"),
        ]
        return makers.first { camera.hasPrefix($0.prefix) }?.make ?? String(camera.split(separator: " ").first ?? Substring(camera))
    }
}
