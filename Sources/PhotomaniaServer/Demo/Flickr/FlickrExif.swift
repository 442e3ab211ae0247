import Foundation

/// `flickr.photos.getExif` (contract §7.12): the camera and exposure the catalog has, as EXIF
/// tags with `raw` values and, where Flickr prettifies them, `clean` ones. Owners who keep
/// EXIF private get code 2.
extension FlickrFace {
    func photoExif(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        let photo = try requestedPhoto(arguments)
        guard catalog.user(id: photo.userID)?.sharesEXIF ?? true else {
            throw FlickrFailure(2, "The owner of the photo does not want to share EXIF data")
        }
        let files = FlickrPhotoFiles(photo: photo)
        return ["photo": .object([
            "id": .string(FlickrIDs.photo(photo)), "secret": .string(files.secret), "server": .string(files.server),
            "farm": .int(files.farm), "camera": .string(photo.camera ?? ""), "exif": .array(FlickrExifTags(photo: photo).tags),
        ])]
    }
}

extension FlickrFace {
    /// `flickr.photos.getFavorites`: the people who faved a photo (the catalog's likes, as
    /// `count_faves` counts them), a page of them and their `total`.
    func photoFaves(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        let photo = try requestedPhoto(arguments)
        let likes = catalog.likes(ofPhoto: photo.id)
        let paging = arguments.paging(defaultPerPage: 10, maximumPerPage: 50)
        let people: [FlickrValue] = paging.slice(likes).compactMap { like in
            catalog.user(id: like.userID).map { .object(["nsid": .string($0.nsid), "username": .string($0.username)]) }
        }
        var members = paging.members(total: likes.count)
        members["id"] = .string(FlickrIDs.photo(photo))
        members["total"] = .string(String(likes.count))
        members["person"] = .array(people)
        return ["photo": .object(members)]
    }
}

/// The EXIF tags of one photo, in the order a camera writes them.
struct FlickrExifTags {
    let photo: DemoPhoto

    var tags: [FlickrValue] {
        var tags: [FlickrValue] = []
        if let camera = photo.camera {
            tags.append(tag("IFD0", "Make", "Make", raw: Self.make(of: camera)))
            tags.append(tag("IFD0", "Model", "Model", raw: camera))
        }
        let exposure = photo.exposure
        if let shutter = exposure.shutterSpeed {
            tags.append(tag("ExifIFD", "ExposureTime", "Exposure", raw: shutter, clean: "\(Self.seconds(shutter)) sec (\(shutter))"))
        }
        if let aperture = exposure.aperture {
            tags.append(tag("ExifIFD", "FNumber", "Aperture", raw: aperture, clean: "f/\(aperture)"))
        }
        if let iso = exposure.iso {
            tags.append(tag("ExifIFD", "ISO", "ISO Speed", raw: iso))
        }
        if let taken = photo.takenAt {
            let text = FlickrDates.mysql(taken, zone: photo.zone).replacingOccurrences(of: "-", with: ":")
            tags.append(tag("ExifIFD", "DateTimeOriginal", "Date and Time (Original)", raw: text))
        }
        if let focal = exposure.focalLength {
            tags.append(tag("ExifIFD", "FocalLength", "Focal Length", raw: "\(focal).0 mm", clean: "\(focal) mm"))
        }
        if let lens = photo.lens {
            tags.append(tag("ExifIFD", "LensModel", "Lens Model", raw: lens))
        }
        if let location = photo.location {
            tags.append(tag("GPS", "GPSLatitude", "GPS Latitude", raw: Self.degrees(location.latitude, positive: "N", negative: "S")))
            tags.append(tag("GPS", "GPSLongitude", "GPS Longitude", raw: Self.degrees(location.longitude, positive: "E", negative: "W")))
        }
        return tags
    }

    private func tag(_ space: String, _ name: String, _ label: String, raw: String, clean: String? = nil) -> FlickrValue {
        var members: [String: FlickrValue] = [
            "tagspace": .string(space), "tagspaceid": .int(0), "tag": .string(name), "label": .string(label), "raw": .content(raw),
        ]
        if let clean { members["clean"] = .content(clean) }
        return .object(members)
    }

    /// The maker a camera's EXIF names, in the maker's own spelling.
    static func make(of camera: String) -> String {
        let makers: [(prefix: String, make: String)] = [
            ("Canon", "Canon"), ("NIKON", "NIKON CORPORATION"), ("ILCE", "SONY"), ("X-", "FUJIFILM"), ("LEICA", "Leica Camera AG"),
            ("E-M", "OLYMPUS CORPORATION"), ("PENTAX", "RICOH IMAGING COMPANY, LTD."), ("iPhone", "Apple"), ("FC", "DJI"),
        ]
        return makers.first { camera.hasPrefix($0.prefix) }?.make ?? ""
    }

    /// `1/250` as `0.004`, `30` as `30`.
    static func seconds(_ shutter: String) -> String {
        let parts = shutter.split(separator: "/").compactMap { Double($0) }
        guard let first = parts.first else { return shutter }
        let value = parts.count == 2 && parts[1] > 0 ? first / parts[1] : first
        var text = String(format: value < 0.001 ? "%.5f" : "%.3f", value)
        while text.contains("."), text.hasSuffix("0") || text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `38 deg 43' 20.28" N`.
    static func degrees(_ value: Double, positive: String, negative: String) -> String {
        let magnitude = abs(value)
        let whole = Int(magnitude)
        let minutes = Int((magnitude - Double(whole)) * 60)
        let seconds = ((magnitude - Double(whole)) * 60 - Double(minutes)) * 60
        return "\(whole) deg \(minutes)' \(String(format: "%.2f", seconds))\" \(value < 0 ? negative : positive)"
    }
}
