/// The answer of `GET /users/:user_id/galleries/:id`: `{"gallery": {…}}` or the bare gallery, since
/// the documentation shows neither.
public struct GalleryResponse: ResponseObjectSerializable, Hashable {
    public var gallery: Gallery

    public init(gallery: Gallery) {
        self.gallery = gallery
    }
}

extension GalleryResponse: Codable {
    enum CodingKeys: String, CodingKey {
        case gallery
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.gallery), try !container.decodeNil(forKey: .gallery) {
            gallery = try container.decode(Gallery.self, forKey: .gallery)
        } else {
            gallery = try Gallery(from: decoder)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(gallery, forKey: .gallery)
    }
}
