/// Flickr's people, comments, albums and galleries as photomania's models.
extension Flickr {
    static func user(_ person: FlickrPerson, origin: String?) throws(PhotomaniaError) -> User {
        guard let id = UserID(person.nsid) else {
            throw .responseSerializationFailed(request: RequestSummary(method: "GET", url: FlickrMethod.endpointPath), reason: .unusableValue(path: "person.nsid"))
        }
        return User(
            id: id, username: person.username ?? person.nsid, fullname: person.realname, city: person.location,
            userpicURL: buddyIcon(person.nsid, person.iconServer, person.iconFarm, origin: origin), about: person.description,
            domain: person.pathAlias, registrationDate: person.firstUpload, photosCount: person.photoCount
        )
    }

    static func user(_ contact: FlickrContacts.Contact, origin: String?) -> User? {
        UserID(contact.nsid).map { id in
            User(
                id: id, username: contact.username ?? contact.nsid, fullname: contact.realname, city: contact.location,
                userpicURL: buddyIcon(contact.nsid, contact.iconServer, contact.iconFarm, origin: origin), domain: contact.pathAlias
            )
        }
    }

    /// A comment, flat: Flickr has no replies.
    static func comment(_ comment: FlickrComments.Comment, origin: String?) -> Comment? {
        guard let id = CommentID(comment.id) else { return nil }
        let author = UserID(comment.author)
        return Comment(
            id: id, body: comment.text, userID: author, createdAt: comment.created,
            user: author.map { author in
                User(id: author, username: comment.authorName ?? comment.author, fullname: comment.realname, userpicURL: buddyIcon(comment.author, comment.iconServer, comment.iconFarm, origin: origin), domain: comment.pathAlias)
            }
        )
    }

    /// An album keeps its number as its id, a gallery its compound id (`6065-72157…`): each is
    /// what `gallery USER ID` takes back.
    static func gallery(_ collection: FlickrCollection, origin: String?) -> Gallery? {
        let isAlbum = collection.kind == .album
        guard let id = CollectionID(isAlbum ? collection.id : collection.compoundID ?? collection.id) else { return nil }
        let owner = collection.owner.flatMap(UserID.init)
        let covers: [PhotoImage] = [(ImageSize.small, FlickrSize.q), (.large, .m)].compactMap { size, letter in
            collection.cover(letter, origin: origin ?? FlickrStaticURL.imageOrigin).map { PhotoImage(size: size, url: $0, format: "jpg") }
        }
        return Gallery(
            id: id, userID: owner, name: collection.title, description: collection.description, kind: isAlbum ? .album : .curated,
            isPrivate: false, itemsCount: collection.photoCount, createdAt: collection.created, updatedAt: collection.updated,
            coverImages: covers, customPath: collection.url,
            user: owner.map { User(id: $0, username: collection.ownerName ?? $0.text) }
        )
    }
}
