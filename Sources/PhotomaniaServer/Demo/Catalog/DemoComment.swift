import Foundation

/// A comment on a photo; replies go one level deep and carry their parent's id.
struct DemoComment: Sendable {
    let id: Int
    let userID: Int
    let toWhomUserID: Int
    let body: String
    let createdAt: Date
    let parentID: Int?
    let zone: DemoTimestamp.Zone
}
