import Foundation
import PhotomaniaKit

extension FuzzTarget {
    /// API answers through the `ResponseObjectSerializable` / `ResponseCollectionSerializable`
    /// models, and the `{"error": …}` reader: a page keeps its good elements and counts the rest.
    static let apiJSON = FuzzTarget(name: "api-json", seedFolders: ["api", "api/quirks", "fuzz/api-json"], maxLength: 16_384) { data throws(FuzzViolation) in
        if let info = try? PhotoInfo.decodeObject(from: data) {
            try checkRoundTrip(info)
        }
        _ = try? UserResponse.decodeObject(from: data)
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

    private static func checkPage<Item: ResponseCollectionSerializable>(_: Item.Type, _ data: Data) throws(FuzzViolation) {
        guard let page = try? Item.decodeCollection(from: data) else { return }
        try FuzzViolation.require(page.skippedCount >= 0, "a page's skipped count is never negative")
    }
}
