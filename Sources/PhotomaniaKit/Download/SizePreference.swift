/// Which image of a photo to download: one size, or the largest the API offers.
public enum SizePreference: Sendable, Hashable {
    case exactly(ImageSize)
    case largest

    /// The sizes `largest` asks for, largest first: the first one offered is taken.
    static let largestFirst: [ImageSize] = [.px2048, .px1600, .xlarge, .px1080, .large]

    /// The `image_size` values to ask the API for.
    public var sizesToRequest: [ImageSize] {
        switch self {
        case .exactly(let size): [size]
        case .largest: Self.largestFirst
        }
    }

    /// The image to fetch of `photo`, or nil when none of the sizes asked for is offered.
    public func image(of photo: some ListedPhoto) -> PhotoImage? {
        sizesToRequest.lazy.compactMap(photo.image(for:)).first
    }
}
