/// A user as a command names them: by id or by user name.
public enum UserLookup: Sendable, Hashable {
    case id(Int)
    case username(String)

    /// A number is an id, anything else a username.
    public init(_ argument: String) {
        self = Int(argument).map(UserLookup.id) ?? .username(argument)
    }
}
