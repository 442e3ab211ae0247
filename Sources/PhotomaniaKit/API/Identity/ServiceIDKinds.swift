/// The kinds of thing a service gives ids to, and their ids.
public enum PhotoIDKind: ServiceIDKind {}
public enum UserIDKind: ServiceIDKind {}
public enum CollectionIDKind: ServiceIDKind {}
public enum CommentIDKind: ServiceIDKind {}
public enum SizeKeyKind: ServiceIDKind {}

public typealias PhotoID = ServiceID<PhotoIDKind>
public typealias UserID = ServiceID<UserIDKind>
/// A collection of photos: a gallery (500px, Flickr) or an album (Flickr).
public typealias CollectionID = ServiceID<CollectionIDKind>
public typealias CommentID = ServiceID<CommentIDKind>
/// An image size as a service names it: 500px's are numbers (`2048`), Flickr's letters (`o`, `k`).
public typealias SizeKey = ServiceID<SizeKeyKind>
