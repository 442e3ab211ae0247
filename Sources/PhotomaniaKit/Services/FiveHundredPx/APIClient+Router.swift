extension APIClient {
    /// `route`'s answer as `T`, for the 500px calls written as `.photo(id:)` and the like.
    public func object<T: ResponseObjectSerializable>(_ route: Router, as type: T.Type = T.self) async throws(PhotomaniaError) -> T {
        try await answer(to: route, as: type)
    }

    /// One page of `route`'s list.
    public func page<T: ResponseCollectionSerializable>(_ route: Router, of type: T.Type = T.self) async throws(PhotomaniaError) -> Page<T> {
        try await pageAnswer(to: route, of: type)
    }
}
