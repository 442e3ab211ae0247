/// One service's face on the demo server: the paths it owns and how it answers them, over the
/// catalog and state `DemoAPI` holds. A new face is a folder of `Demo/` and one entry in
/// `DemoFaces.all`.
protocol DemoFace: Sendable {
    /// Whether a request's path (its segments) is this face's.
    static func owns(_ components: [String]) -> Bool
    /// The face for one request; `origin` is where its URLs point.
    init(api: DemoAPI, origin: String)
    func respond(to request: HTTPRequest, components: [String]) -> HTTPResponse
}

/// The faces of the demo server, asked in this order: the first that owns a path answers it.
enum DemoFaces {
    static let all: [any DemoFace.Type] = [CommonsFace.self, FlickrFace.self, FiveHundredPxFace.self]
}
