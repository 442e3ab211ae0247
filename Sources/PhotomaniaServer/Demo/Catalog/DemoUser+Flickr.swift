/// What Flickr knows of a user and 500px did not, derived from the user's id, place and
/// picture so that both faces show the same people whatever the seed.
extension DemoUser {
    /// The number part of the NSID: eleven digits for users at an even place, eight for the others.
    var nsidNumber: Int {
        index.isMultiple(of: 2) ? 12_037_900_000 + id * 11 : 98_700_000 + id * 7
    }

    /// Flickr's user id, e.g. `12038065000@N00`.
    var nsid: String {
        "\(nsidNumber)@N0\(id % 9)"
    }

    /// The name in the user's Flickr URLs: the username in lower case, or none for every third
    /// user (`wangwei`, `danielcohen`, `anon4821`, …), who are reached by NSID.
    var pathAlias: String? {
        guard index % 3 != 2 else { return nil }
        let alias = String(username.lowercased().unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
        return alias.isEmpty ? nil : alias
    }

    /// False for every seventh user from the sixth (`danielcohen`, `andrey_s`, …): their photos'
    /// EXIF is private.
    var sharesEXIF: Bool {
        index % 7 != 5
    }

    /// False for every fifth user from the fourth (`sunnylens`, `anon4821`, `ayse_y`, …): nobody
    /// may download their photos, whose originals and largest sizes stay hidden.
    var allowsDownloads: Bool {
        index % 5 != 3
    }

    /// True for the free accounts (`ispro` 0) among every fifth user from the second (`hanako`,
    /// `zoebm`, `inesgarca`, …): since 15 May 2025 Flickr offers their photos to others at most
    /// 1024 px on the long side, so nothing past Large 1024 and no original is listed (contract
    /// §11). They allow downloads.
    var hasCappedFreeAccount: Bool {
        upgradeStatus == 0 && index % 5 == 1
    }

    /// Whether the sizes past Large 1024 and the original are shown: not when downloads are
    /// refused, nor on a capped free account.
    var showsLargeSizes: Bool {
        allowsDownloads && !hasCappedFreeAccount
    }

    /// Users on 500px's default userpic (a relative URL) have no buddy icon either.
    var hasBuddyIcon: Bool {
        !userpicURL.hasPrefix("/")
    }
}
