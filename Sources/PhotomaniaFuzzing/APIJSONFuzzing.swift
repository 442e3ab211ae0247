import Foundation
import PhotomaniaKit

extension FuzzTarget {
    /// API answers through the `ResponseObjectSerializable` / `ResponseCollectionSerializable`
    /// models (write answers too), and the `{"error": …}` reader.
    static let apiJSON = FuzzTarget(name: "api-json", seedFolders: ["api", "api/quirks", "fuzz/api-json"], maxLength: 16_384) { data throws(FuzzViolation) in
        if let info = try? PhotoInfo.decodeObject(from: data) {
            try checkRoundTrip(info)
        }
        _ = try? UserResponse.decodeObject(from: data)
        _ = try? PhotoActionAnswer.decodeObject(from: data)
        _ = try? CommentAnswer.decodeObject(from: data)
        try checkPage(Photo.self, data)
        try checkPage(Comment.self, data)
        if let message = ServerErrorMessage.read(from: data) {
            try FuzzViolation.require(!message.contains(where: \.isNewline), "an error message is one line")
            try FuzzViolation.require(message.count <= ServerErrorMessage.maxLength + 1, "an error message is at most \(ServerErrorMessage.maxLength) characters")
        }
    }

    /// What `photo --json` prints reads back as the same photo.
    private static func checkRoundTrip(_ info: PhotoInfo) throws(FuzzViolation) {
        let printed: Data
        do {
            printed = try APIJSON.makeOutputEncoder().encode(info)
        } catch {
            throw FuzzViolation("a decoded photo cannot be encoded: \(error)")
        }
        let reread = try? PhotoInfo.decodeObject(from: printed)
        try FuzzViolation.require(reread == info, "a photo printed as JSON reads back the same: \(String(decoding: printed, as: UTF8.self))")
    }

    /// Every element of the list is either kept or counted as skipped.
    private static func checkPage<Item: ResponseCollectionSerializable>(_: Item.Type, _ data: Data) throws(FuzzViolation) {
        guard let page = try? Item.decodeCollection(from: data),
              let envelope = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let elements = envelope[Item.itemsKey] as? [Any]
        else { return }
        try FuzzViolation.require(
            page.items.count + page.skippedCount == elements.count,
            "\(page.items.count) kept + \(page.skippedCount) skipped of \(elements.count) \(Item.itemsKey)")
    }
}
