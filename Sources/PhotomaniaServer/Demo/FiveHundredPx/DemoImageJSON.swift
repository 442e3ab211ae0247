/// One element of a photo's `images` (and of a gallery's `cover_photo`): a size of a photo under
/// the image base, `url` and `https_url` alike.
struct DemoImageJSON: Encodable {
    let size: Int
    let url: String
    let format = "jpeg"

    init(photoID: Int, size: DemoImageSize, imageBase: String) {
        self.size = size.rawValue
        url = "\(imageBase)/\(photoID)/\(size.rawValue).jpg"
    }

    enum CodingKeys: String, CodingKey {
        case size, url, format
        case httpsURL = "https_url"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(url, forKey: .url)
        try container.encode(url, forKey: .httpsURL)
        try container.encode(format, forKey: .format)
    }
}
