/// `flickr.photos.licenses.getInfo` (contract §10): the names since June 2025, the ids as
/// numbers, in Flickr's own order, which is not numeric.
extension FlickrFace {
    static let licenses: [(id: Int, name: String, url: String)] = [
        (0, "All Rights Reserved", "https://www.flickrhelp.com/hc/en-us/articles/10710266545556-Using-Flickr-images-shared-by-other-members"),
        (4, "CC BY 2.0", "https://creativecommons.org/licenses/by/2.0/"),
        (6, "CC BY-ND 2.0", "https://creativecommons.org/licenses/by-nd/2.0/"),
        (3, "CC BY-NC-ND 2.0", "https://creativecommons.org/licenses/by-nc-nd/2.0/"),
        (2, "CC BY-NC 2.0", "https://creativecommons.org/licenses/by-nc/2.0/"),
        (1, "CC BY-NC-SA 2.0", "https://creativecommons.org/licenses/by-nc-sa/2.0/"),
        (5, "CC BY-SA 2.0", "https://creativecommons.org/licenses/by-sa/2.0/"),
        (7, "No known copyright restrictions", "https://www.flickr.com/commons/usage/"),
        (8, "United States Government Work", "https://www.usa.gov/government-copyright"),
        (9, "Public Domain Dedication (CC0)", "https://creativecommons.org/publicdomain/zero/1.0/"),
        (10, "Public Domain Mark", "https://creativecommons.org/publicdomain/mark/1.0/"),
        (11, "CC BY 4.0", "https://creativecommons.org/licenses/by/4.0/"),
        (12, "CC BY-SA 4.0", "https://creativecommons.org/licenses/by-sa/4.0/"),
        (13, "CC BY-ND 4.0", "https://creativecommons.org/licenses/by-nd/4.0/"),
        (14, "CC BY-NC 4.0", "https://creativecommons.org/licenses/by-nc/4.0/"),
        (15, "CC BY-NC-SA 4.0", "https://creativecommons.org/licenses/by-nc-sa/4.0/"),
        (16, "CC BY-NC-ND 4.0", "https://creativecommons.org/licenses/by-nc-nd/4.0/"),
    ]

    func licenses() -> [String: FlickrValue] {
        let entries = Self.licenses.map { license -> FlickrValue in
            .object(["id": .int(license.id), "name": .string(license.name), "url": .string(license.url)])
        }
        return ["licenses": .object(["license": .array(entries)])]
    }
}
