/// What Flickr knows of a photo and 500px did not.
extension DemoPhoto {
    /// The photo's license as a Flickr license id (contract §10), from its 500px `license_type`:
    /// Standard is All Rights Reserved, each Creative Commons 2.0/3.0 license its Flickr 2.0
    /// one (or, for half the photos by seed, the same license in 4.0), 7 the Public Domain
    /// Mark, 8 CC0.
    var flickrLicense: Int {
        let version2: Int
        switch licenseType {
        case 1: version2 = 2
        case 2: version2 = 3
        case 3: version2 = 1
        case 4: version2 = 4
        case 5: version2 = 6
        case 6: version2 = 5
        case 7: return 10
        case 8: return 9
        default: return 0
        }
        guard seed.isMultiple(of: 2) else { return version2 }
        let version4: [Int: Int] = [4: 11, 5: 12, 6: 13, 2: 14, 1: 15, 3: 16]
        return version4[version2] ?? version2
    }
}
