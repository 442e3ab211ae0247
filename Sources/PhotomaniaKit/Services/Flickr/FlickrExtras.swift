/// What listings ask Flickr to add to each photo (contract §5.2), so that showing, naming and
/// downloading N listed photos costs the listing's pages and not N more calls: the facts a
/// table and a file name use, the owner, the license, and every size's URL (the sizes from h
/// up have secrets of their own, known only this way or from `getSizes`).
enum FlickrExtras {
    static let listed: [String] = [
        "description", "license", "date_upload", "date_taken", "owner_name", "icon_server", "original_format",
        "last_update", "geo", "tags", "o_dims", "views", "media", "path_alias", "count_faves", "count_comments",
        "isfavorite",
    ] + FlickrSize.allCases.map(\.urlExtra)

    /// The cover of each album or gallery in a list of them.
    static let cover: [String] = [FlickrSize.q.urlExtra, FlickrSize.m.urlExtra]

    static var listedArgument: (name: String, value: String) { ("extras", listed.joined(separator: ",")) }
}
