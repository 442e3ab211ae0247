import Foundation

/// One entry of `query.pages`: a file with its `imageinfo`, a category with its
/// `categoryinfo`, a template with its `images`, or a title that is missing (contract §6).
struct CommonsPage: Decodable {
    let pageid: Int64?
    let ns: Int?
    let title: String
    /// A search's rank, 1-based across pages.
    let index: Int?
    let missing: Bool
    let info: CommonsImageInfo?
    let categoryInfo: CommonsCategoryInfo?
    /// The files a page shows (`prop=images`).
    let images: [String]

    private enum Keys: String, CodingKey {
        case pageid, ns, title, index, missing, invalid, imageinfo, categoryinfo, images
    }

    private struct ImageTitle: Decodable { let title: String }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        pageid = try? container.decode(Int64.self, forKey: .pageid)
        ns = try? container.decode(Int.self, forKey: .ns)
        title = (try? container.decode(String.self, forKey: .title)) ?? ""
        index = try? container.decode(Int.self, forKey: .index)
        missing = container.contains(.missing) || container.contains(.invalid)
        info = ((try? container.decode([LenientElement<CommonsImageInfo>].self, forKey: .imageinfo)) ?? []).first?.value
        categoryInfo = try? container.decode(CommonsCategoryInfo.self, forKey: .categoryinfo)
        images = ((try? container.decode([LenientElement<ImageTitle>].self, forKey: .images)) ?? []).compactMap(\.value?.title)
    }
}

/// `categoryinfo`: how many members a category has.
struct CommonsCategoryInfo: Decodable {
    let size: Int
    let files: Int
    let subcats: Int

    private enum Keys: String, CodingKey { case size, files, subcats }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        size = max(0, (try? container.decode(Int.self, forKey: .size)) ?? 0)
        files = max(0, (try? container.decode(Int.self, forKey: .files)) ?? 0)
        subcats = max(0, (try? container.decode(Int.self, forKey: .subcats)) ?? 0)
    }
}

/// `imageinfo[0]`: the current version of a file.
struct CommonsImageInfo: Decodable {
    let timestamp: String?
    let user: String?
    let size: Int64?
    let width: Int
    let height: Int
    let url: String?
    let descriptionURL: String?
    let thumbURL: String?
    let sha1: String?
    let mime: String?
    /// The thumbnail's media type: PNG for drawings, JPEG for documents and video stills.
    let thumbMime: String?
    let mediaType: String?
    let extmetadata: [String: String]
    let commonmetadata: [String: String]
    /// A revision-deleted or missing file: listed, but with nothing to download.
    let unavailable: Bool

    /// A bitmap or a drawing: something a thumbnail can show.
    var isPicture: Bool {
        guard let mediaType else { return mime?.hasPrefix("image/") ?? true }
        return mediaType == "BITMAP" || mediaType == "DRAWING"
    }

    private enum Keys: String, CodingKey {
        case timestamp, user, size, width, height, url, descriptionurl, thumburl, sha1, mime, thumbmime, mediatype, extmetadata, commonmetadata, filehidden, filemissing
    }

    private struct MetaValue: Decodable {
        let value: CommonsScalar?
        init(from decoder: any Decoder) throws {
            value = try? decoder.container(keyedBy: Keys.self).decode(CommonsScalar.self, forKey: .value)
        }
        private enum Keys: String, CodingKey { case value }
    }

    private struct NamedValue: Decodable {
        let name: String
        let value: CommonsScalar
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        timestamp = try? container.decode(String.self, forKey: .timestamp)
        user = try? container.decode(String.self, forKey: .user)
        size = (try? container.decode(Int64.self, forKey: .size)).map { max(0, $0) }
        width = max(0, (try? container.decode(Int.self, forKey: .width)) ?? 0)
        height = max(0, (try? container.decode(Int.self, forKey: .height)) ?? 0)
        url = try? container.decode(String.self, forKey: .url)
        descriptionURL = try? container.decode(String.self, forKey: .descriptionurl)
        thumbURL = try? container.decode(String.self, forKey: .thumburl)
        sha1 = (try? container.decode(String.self, forKey: .sha1)).flatMap { $0.count == 40 && $0.allSatisfy(\.isHexDigit) ? $0.lowercased() : nil }
        mime = try? container.decode(String.self, forKey: .mime)
        thumbMime = try? container.decode(String.self, forKey: .thumbmime)
        mediaType = try? container.decode(String.self, forKey: .mediatype)
        let meta = (try? container.decode([String: MetaValue].self, forKey: .extmetadata)) ?? [:]
        extmetadata = meta.compactMapValues { $0.value?.text }
        let common = ((try? container.decode([LenientElement<NamedValue>].self, forKey: .commonmetadata)) ?? []).compactMap(\.value)
        commonmetadata = Dictionary(common.map { ($0.name, $0.value.text) }) { first, _ in first }
        unavailable = container.contains(.filehidden) || container.contains(.filemissing)
    }
}
