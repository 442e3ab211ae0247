import Foundation

/// A write request signed with an access token: who sent it, its parameters, and what its
/// answers need to encode a photo.
struct DemoWrite {
    let userID: Int
    let form: DemoForm
    let query: DemoQuery
    let imageBase: String
}
