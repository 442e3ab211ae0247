import PhotomaniaKit

/// Runs a lookup of one `thing` ("photo 42", "user 'ana'"); an answer saying there is no such
/// thing, or that it is withheld, becomes that sentence with the server's answer after it.
func lookingUp<T>(_ thing: String, hint: String = "check the id, e.g. with 'photomania photos'", _ fetch: () async throws -> T) async throws -> T {
    do {
        return try await fetch()
    } catch let error as PhotomaniaError {
        guard let reason = Unavailability(lookupFailure: error) else { throw error }
        let notFound = if case .notFound = reason { true } else { false }
        throw CommandFailure(message: "\(reason.sentence(naming: thing)) (\(error))", hint: notFound ? hint : nil)
    }
}
