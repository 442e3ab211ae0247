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

    /// The biggest image listed, by delivered pixel area (an id says nothing about size: 1080
    /// is smaller than 5's 1170 pixels, 600 is a cropped square).
    public var largestImage: PhotoImage? {
        images.max { area($0.size) < area($1.size) }
    }

    private func area(_ size: ImageSize) -> Double {
        guard let pixels = size.box?.pixelSize(aspectRatio: aspectRatio) else { return 0 }
        return pixels.width * pixels.height
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
