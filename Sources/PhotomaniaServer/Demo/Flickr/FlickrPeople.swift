import Foundation

/// People: `people.getInfo`, `people.findByUsername`, `urls.lookupUser` and
/// `contacts.getPublicList` (contract §7.6–7.8, §7.25).
extension FlickrFace {
    /// `flickr.people.getInfo`: a person by NSID, text in `_content` wrappers, the photo count a
    /// number where the view count is a string (contract §2).
    func personInfo(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        let user = try person(arguments.required("user_id", or: .userNotFound))
        return ["person": .object(personMembers(user))]
    }

    /// `flickr.people.findByUsername`: by the display username (any case), not the path alias.
    func findByUsername(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        guard let user = catalog.user(username: try arguments.required("username", or: .userNotFound)) else { throw .userNotFound }
        return ["user": .object(["id": .string(user.nsid), "nsid": .string(user.nsid), "username": .content(user.username)])]
    }

    /// `flickr.urls.lookupUser`: the user of a photostream or profile URL, as `id` (not `nsid`).
    func lookupUser(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        guard let user = FlickrPageURLs.user(in: try arguments.required("url", or: .userNotFound), catalog: catalog) else { throw .userNotFound }
        return ["user": .object(["id": .string(user.nsid), "username": .content(user.username)])]
    }

    /// `flickr.contacts.getPublicList`: the people the user follows (500px's friends), 1,000 a page.
    func contacts(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        let user = try person(arguments.required("user_id", or: .userNotFound))
        let contacts = user.friendIDs.compactMap(catalog.user(id:))
        let paging = arguments.paging(defaultPerPage: 1000, maximumPerPage: 1000)
        var container = paging.members(total: contacts.count, perPageNames: ["perpage", "per_page"])
        container["contact"] = .array(paging.slice(contacts).map { contact in
            var members: [String: FlickrValue] = [
                "nsid": .string(contact.nsid), "username": .string(contact.username), "ignored": .int(0), "rev_ignored": .int(0),
                "realname": .string(realName(contact)), "path_alias": .stringOrNull(contact.pathAlias), "location": .string(location(of: contact)),
            ]
            members.merge(FlickrBuddyIcon(user: contact).members, uniquingKeysWith: { $1 })
            return .object(members)
        })
        return ["contacts": .object(container)]
    }

    func personMembers(_ user: DemoUser) -> [String: FlickrValue] {
        let photos = catalog.photos.filter { $0.userID == user.id }
        var members: [String: FlickrValue] = [
            "id": .string(user.nsid), "nsid": .string(user.nsid), "ispro": .flag(user.upgradeStatus > 0), "is_deleted": .int(0),
            "path_alias": .stringOrNull(user.pathAlias), "has_stats": .int(0), "username": .content(user.username),
            "location": .content(location(of: user)), "description": .content(user.about),
            "photosurl": .content(FlickrPageURLs.photostream(of: user)), "profileurl": .content(FlickrPageURLs.profile(of: user)),
            "mobileurl": .content(FlickrPageURLs.mobile(of: user)),
            "photos": .object([
                "firstdatetaken": .content(photos.compactMap(\.takenAt).min().map { FlickrDates.mysql($0, zone: user.zone) } ?? ""),
                "firstdate": .content(photos.first.map { FlickrDates.unix($0.createdAt) } ?? .string("")),
                "count": .content(.int(photos.count)),
                "views": .content(.string(photos.reduce(0) { $0 + $1.timesViewed })),
            ]),
        ]
        if !realName(user).isEmpty { members["realname"] = .content(realName(user)) }
        if user.upgradeStatus > 0 { members["expire"] = FlickrDates.unix(catalog.referenceDate.addingTimeInterval(Double(user.id % 300 + 30) * 86_400)) }
        members.merge(FlickrBuddyIcon(user: user).members, uniquingKeysWith: { $1 })
        return members
    }

    /// `City, Country` from what the user gave; "" for nothing.
    func location(of user: DemoUser) -> String {
        [user.city, user.country].compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
