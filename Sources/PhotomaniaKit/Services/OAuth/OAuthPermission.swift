/// What a person lets the application do (Flickr's `perms`): each implies the ones before it.
public enum OAuthPermission: String, Sendable, CaseIterable {
    case read, write, delete
}
