extension Photo {
    /// The image rendered at `size`, chosen by size and never by position. A legacy `image_url` whose file is
    /// named after its size (`…/4.jpg`, as in 2012–2014 answers) counts when `images` has no such entry.
    public func image(for size: ImageSize) -> PhotoImage? {
        Self.image(for: size, images: images, imageURLs: imageURLs)
    }

    static func image(for size: ImageSize, images: [PhotoImage], imageURLs: [String]) -> PhotoImage? {
        if let image = images.first(where: { $0.size == size }) { return image }
        guard let url = imageURLs.first(where: { legacySize(of: $0) == size.rawValue }) else { return nil }
        return PhotoImage(size: size, url: url)
    }

    /// The sizes this photo has URLs for, in the order the API listed them.
    public var availableSizes: [ImageSize] {
        var sizes: [ImageSize] = []
        for size in images.map(\.size) + imageURLs.compactMap({ Self.legacySize(of: $0).map(ImageSize.init) })
        where !sizes.contains(size) {
            sizes.append(size)
        }
        return sizes
    }

    /// 4 for `http://pcdn.500px.net/4928401/1666…/4.jpg?v=0`; nil for later URL forms.
    static func legacySize(of url: String) -> Int? {
        let path = url.prefix { $0 != "?" && $0 != "#" }
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let file = path[path.index(after: slash)...]
        guard file.hasSuffix(".jpg") else { return nil }
        return Int(file.dropLast(4))
    }
}
