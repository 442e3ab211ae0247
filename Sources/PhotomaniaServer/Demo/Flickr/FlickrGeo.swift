import Foundation

/// Where a photo was taken, as Flickr writes it (contract §2, §5.2, §7.10): coordinates as
/// strings with six decimals when geotagged, the number 0 when not; the catalog's place name
/// split into a locality and a country, each with a made-up but stable WOE id.
struct FlickrGeo {
    let location: DemoPhoto.Location?

    /// The fields the `geo` extra adds.
    var extraMembers: [String: FlickrValue] {
        guard let location else {
            return ["latitude": .int(0), "longitude": .int(0), "accuracy": .int(0), "context": .int(0)]
        }
        return [
            "latitude": .string(Self.degrees(location.latitude)), "longitude": .string(Self.degrees(location.longitude)),
            "accuracy": .string("16"), "context": .int(0), "place_id": .string(placeID(location)), "woeid": .string(woeid(of: location.name ?? "")),
            "geo_is_family": .int(0), "geo_is_friend": .int(0), "geo_is_contact": .int(0), "geo_is_public": .int(1),
        ]
    }

    /// `photos.getInfo`'s `location` object, nil when the photo is not geotagged.
    var infoLocation: FlickrValue? {
        guard let location else { return nil }
        var members: [String: FlickrValue] = [
            "latitude": .string(Self.degrees(location.latitude)), "longitude": .string(Self.degrees(location.longitude)),
            "accuracy": .string("16"), "context": .string("0"),
        ]
        let parts = (location.name ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if let locality = parts.first, !locality.isEmpty {
            members["locality"] = .object(["_content": .string(locality), "woeid": .string(woeid(of: locality))])
            members["woeid"] = .string(woeid(of: locality))
            members["place_id"] = .string(placeID(location))
        }
        if parts.count > 1 {
            members["country"] = .object(["_content": .string(parts[parts.count - 1]), "woeid": .string(woeid(of: parts[parts.count - 1]))])
        }
        return .object(members)
    }

    /// `photos.getInfo`'s `geoperms`, alongside `location`.
    static let permissions: FlickrValue = .object(["ispublic": .int(1), "iscontact": .int(0), "isfriend": .int(0), "isfamily": .int(0)])

    private static func degrees(_ value: Double) -> String {
        String(format: "%.6f", value)
    }

    private func woeid(of name: String) -> String {
        String(10_000_000 + Int(Self.hash(name) % 89_999_999))
    }

    private func placeID(_ location: DemoPhoto.Location) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var random = DemoRandom(seed: Self.hash(location.name ?? Self.degrees(location.latitude)))
        return String((0..<18).map { _ in random.pick(alphabet) })
    }

    /// FNV-1a of the UTF-8 bytes: stable across runs, unlike `hashValue`.
    private static func hash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }
}
