/// A user as a command names them: by id or by user name (how a service's ids read:
/// `IDSyntax.user`).
public enum UserLookup: Sendable, Hashable {
    case id(UserID)
    case username(String)
}
