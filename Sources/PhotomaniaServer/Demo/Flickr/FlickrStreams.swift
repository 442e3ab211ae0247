import Foundation

/// Explore, the recent photos, a person's photostream and a person's faves.
extension FlickrFace {
    /// Explore holds at most this many photos a day.
    static let exploreLimit = 500
    /// `photos.getRecent` reaches no further back than this many photos (contract §4.1).
    static let recentLimit = 1000

    /// `flickr.interestingness.getList`: the catalog's popular photos (the 500px face's
    /// `popular`), most interesting (highest rated) first; with `date=YYYY-MM-DD`, the photos
    /// uploaded that day (UTC) instead.
    func interestingness(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        var photos = catalog.photos.filter(Self.isListed)
        if let date = arguments.string("date") {
            guard let day = FlickrDates.day(date) else { throw FlickrFailure(1, "Not a valid date string.") }
            photos = photos.filter { day.contains($0.createdAt) }
        } else {
            photos = photos.filter { DemoFeature.popular.includes($0, now: catalog.referenceDate, user: nil) }
        }
        return photosPage(DemoPhotoSort.rating.sorted(photos, ascending: false), arguments, cap: Self.exploreLimit)
    }

    /// `flickr.photos.getRecent`: the newest uploads first, the first 1,000 only.
    func recent(_ arguments: FlickrArguments) -> [String: FlickrValue] {
        photosPage(catalog.photos.filter(Self.isListed).reversed(), arguments, cap: Self.recentLimit)
    }

    /// `flickr.people.getPhotos` and `getPublicPhotos`: the user's photos, newest first;
    /// `min_upload_date`/`max_upload_date` narrow them.
    func peoplePhotos(_ arguments: FlickrArguments, missing: FlickrFailure, unknown: FlickrFailure) throws(FlickrFailure) -> [String: FlickrValue] {
        let user = try person(arguments.required("user_id", or: missing), unknown: unknown)
        let after = arguments.string("min_upload_date").flatMap(FlickrDates.parse)
        let before = arguments.string("max_upload_date").flatMap(FlickrDates.parse)
        let photos = catalog.photos.filter { photo in
            photo.userID == user.id && Self.isListed(photo)
                && after.map { photo.createdAt >= $0 } ?? true && before.map { photo.createdAt <= $0 } ?? true
        }
        return photosPage(photos.reversed(), arguments)
    }

    /// `flickr.favorites.getList` and `getPublicList`: the photos the user likes, in the
    /// catalog and through either face (Flickr's faves are 500px's likes), most recently faved
    /// first, each with `date_faved`. Without `user_id`, `getList` is the signed caller's own
    /// list; unsigned, code 1.
    func favorites(_ arguments: FlickrArguments) throws -> [String: FlickrValue] {
        let user: DemoUser
        if let nsid = arguments.string("user_id") {
            user = try person(nsid, unknown: .userNotFound)
        } else if arguments.string("method") == FlickrMethod.favoritesGetList.rawValue, let userID = caller?.userID,
                  let signedIn = catalog.user(id: userID) {
            user = signedIn
        } else {
            throw FlickrFailure.userNotFound
        }
        let after = arguments.string("min_fave_date").flatMap(FlickrDates.parse)
        let before = arguments.string("max_fave_date").flatMap(FlickrDates.parse)
        var faved: [Int: Date] = [:]
        var photos: [DemoPhoto] = []
        for like in try api.likes(byUser: user.id) {
            guard after.map({ like.likedAt >= $0 }) ?? true, before.map({ like.likedAt <= $0 }) ?? true,
                  let photo = catalog.photo(id: like.photoID), Self.isListed(photo)
            else { continue }
            faved[photo.id] = like.likedAt
            photos.append(photo)
        }
        return photosPage(photos, arguments) { photo in
            faved[photo.id].map { ["date_faved": FlickrDates.unix($0)] } ?? [:]
        }
    }

    /// The user an NSID argument names; `unknown` when none does (an alias is not an NSID).
    func person(_ nsid: String, unknown: FlickrFailure = .userNotFound) throws(FlickrFailure) -> DemoUser {
        guard let user = catalog.user(nsid: nsid) else { throw unknown }
        return user
    }
}
