import Foundation

/// What makes a file page one of the demo wiki's files that are not JPEG photos (contract
/// §6.5): one of each other kind Commons hosts, each made from one of the oldest catalog photos
/// fit for all audiences, and uploaded a minute or more after it by the same user.
struct CommonsMedia: Sendable {
    static let pageIDBase = 200_000_000
    static let category = "Photomania demo media"

    let format: CommonsFormat
    /// 1…7: the page id's offset from `pageIDBase`.
    let number: Int
    let uploadedAt: Date
    /// Seconds, for sound and video.
    let duration: Double?

    var pageID: Int { Self.pageIDBase + number }

    var description: String {
        "A demo \(Self.kindNames[format] ?? format.rawValue) made from a Photomania catalog picture, to try clients on every file type."
    }

    /// The name each kind's file takes, without its extension.
    static let baseNames: [CommonsFormat: String] = [
        .png: "Photomania demo chart", .gif: "Photomania demo palette", .tiff: "Photomania demo scan", .svg: "Photomania demo mosaic",
        .pdf: "Photomania demo leaflet", .webm: "Photomania demo clip", .ogg: "Photomania demo silence",
    ]

    private static let kindNames: [CommonsFormat: String] = [
        .png: "PNG image", .gif: "GIF image", .tiff: "TIFF scan", .svg: "SVG drawing", .pdf: "PDF document", .webm: "WebM video",
        .ogg: "Ogg Opus sound",
    ]

    /// The seven files in page id order with the photo and the name each is made from; none for
    /// an empty catalog, and photos are used more than once in a catalog of fewer than seven.
    static func make(photos: [DemoPhoto], referenceDate: Date) -> [(photo: DemoPhoto, name: String, media: CommonsMedia)] {
        let suitable = photos.filter { !$0.nsfw }
        let pool = (suitable.isEmpty ? photos : suitable).sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }.prefix(7)
        guard !pool.isEmpty else { return [] }
        let formats = CommonsFormat.allCases.filter { $0 != .jpeg }
        return formats.enumerated().map { offset, format in
            let photo = pool[pool.startIndex + offset % pool.count]
            let number = offset + 1
            let duration: Double? = switch format {
            case .webm: CommonsWebM.duration
            case .ogg: CommonsOgg.duration
            default: nil
            }
            let media = CommonsMedia(format: format, number: number, uploadedAt: min(referenceDate, photo.createdAt.addingTimeInterval(Double(60 * number))),
                                     duration: duration)
            return (photo, (baseNames[format] ?? "Photomania demo \(number)") + "." + format.fileExtension, media)
        }
    }
}
