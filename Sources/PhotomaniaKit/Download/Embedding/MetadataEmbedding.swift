import Foundation

/// `download --embed-metadata`: what photomania writes into each JPEG it downloads, as one XMP
/// packet (`JPEGXMPEmbedding`), from the photo as its listing or lookup gave it
/// (`DownloadItem.photo`; the engine lists in full when embedding, so no request is added) and,
/// without that record, from the facts its file is named by:
///
/// - `dc:title`, `dc:creator` (the owner's name), `dc:description` (as plain text), `dc:subject` (the tags);
/// - `dc:rights` (the credit `photomania credits` prints: title, author, licence and its deed,
///   page), `xmpRights:Marked` (False for the public domain, else
///   True), `xmpRights:WebStatement` (the photo's page);
/// - `exif:DateTimeOriginal` (when it was taken, ISO 8601), `exif:GPSLatitude`/`GPSLongitude`
///   when the service places it;
/// - `photomania:Service` and `photomania:PhotoID`.
///
/// Every text is the server's, so hostile: cleaned (`XMPText`) and bounded here, escaped by the
/// packet's writer.
public struct MetadataEmbedding: Sendable {
    /// A description as the service gives it (HTML on 500px) made plain text.
    public typealias PlainText = @Sendable (String) -> String

    private let plainText: PlainText

    public init(plainText: @escaping PlainText = { $0 }) {
        self.plainText = plainText
    }

    /// What is cut first when a packet would not fit one JPEG segment: the description, then the tags.
    static let shrinking: [(namespace: XMPNamespace, name: String)] = [(.dublinCore, "description"), (.dublinCore, "subject")]

    func properties(of item: DownloadItem, webOrigin: String) -> [XMPProperty] {
        let photo = item.photo
        let facts = item.facts
        var properties: [XMPProperty] = []
        func add(_ namespace: XMPNamespace, _ name: String, _ value: XMPProperty.Value?) {
            if let value, value.length > 0 { properties.append(XMPProperty(namespace, name, value)) }
        }
        func line(_ text: String?, max: Int) -> String? {
            text.map { XMPText.cleaned($0, singleLine: true, maxCharacters: max) }
        }
        add(.dublinCore, "title", line(photo?.name ?? facts?.title, max: 1000).map { .languageAlternative($0) })
        add(.dublinCore, "creator", line(photo?.user?.displayName ?? facts?.username, max: 300).flatMap { $0.isEmpty ? nil : .ordered([$0]) })
        add(.dublinCore, "description", photo?.description.map { .languageAlternative(XMPText.cleaned(plainText($0), singleLine: false, maxCharacters: 60_000)) })
        add(.dublinCore, "subject", photo.map { .unordered(Self.tags($0.tags)) })
        let license = photo?.licenseType
        let licensed = license != nil || facts?.license != nil
        add(.dublinCore, "rights", licensed ? line(item.credit(webOrigin: webOrigin)?.line, max: 2000).map { .languageAlternative($0) } : nil)
        add(.rights, "Marked", license.map { .text($0.isPublicDomain ? "False" : "True") })
        add(.rights, "WebStatement", photo?.url.flatMap { Self.pageURL($0, webOrigin: webOrigin) }.map { .text($0) })
        let localTime = photo?.takenInLocalTime ?? facts?.takenInLocalTime ?? false
        add(.exif, "DateTimeOriginal", (photo?.takenAt ?? facts?.takenAt).map { .text(Timestamp.string(from: $0, withOffset: !localTime)) })
        if let latitude = photo?.latitude, let longitude = photo?.longitude, (-90...90).contains(latitude), (-180...180).contains(longitude) {
            add(.exif, "GPSLatitude", .text(Self.coordinate(latitude, positive: "N", negative: "S")))
            add(.exif, "GPSLongitude", .text(Self.coordinate(longitude, positive: "E", negative: "W")))
        }
        add(.photomania, "Service", .text(item.service.rawValue))
        add(.photomania, "PhotoID", .text(item.photoID.text))
        return properties
    }

    /// At most 500 tags of at most 200 characters each, each once.
    private static func tags(_ tags: [String]) -> [String] {
        var seen: Set<String> = []
        var kept: [String] = []
        for tag in tags where kept.count < 500 {
            let cleaned = XMPText.cleaned(tag, singleLine: true, maxCharacters: 200)
            if !cleaned.isEmpty, seen.insert(cleaned).inserted { kept.append(cleaned) }
        }
        return kept
    }

    /// The photo's page: a path on the service's site (500px's) joined to it, or an absolute
    /// `http(s)` URL as it is; nil for anything else, or for characters no URL holds (RFC 3986).
    static func pageURL(_ url: String, webOrigin: String) -> String? {
        let absolute = url.hasPrefix("/") && !url.hasPrefix("//") ? webOrigin + url : url
        let lowered = absolute.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"), absolute.utf8.count <= 2000,
              absolute.unicodeScalars.allSatisfy({ $0.isASCII && (uriCharacters.contains($0) || $0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        else { return nil }
        return absolute
    }

    private static let uriCharacters = Set("-._~:/?#[]@!$&'()*+,;=%".unicodeScalars)

    /// XMP's GPS coordinate, `DDD,MM.mmmmmmK`: degrees, then minutes to six decimals (about 2 mm).
    static func coordinate(_ value: Double, positive: String, negative: String) -> String {
        let microminutes = Int((abs(value) * 60_000_000).rounded())
        let degrees = microminutes / 60_000_000
        let rest = microminutes % 60_000_000
        let minutes = "\(rest / 1_000_000)." + String(String(rest % 1_000_000 + 1_000_000).dropFirst())
        return "\(degrees),\(minutes)\(value < 0 && microminutes > 0 ? negative : positive)"
    }
}
