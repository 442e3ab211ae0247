/// The answer of `GET /users/show` and `GET /users`: `{"user": {…}}`.
public struct UserResponse: ResponseObjectSerializable, Codable, Hashable {
    public var user: User

    public init(user: User) {
        self.user = user
    }

    enum CodingKeys: String, CodingKey {
        case user
    }
}
