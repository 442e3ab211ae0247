import Foundation

/// A model that arrives as a paged list. Elements that fail to decode are left out and counted in
/// `Page.skippedCount`; only a broken envelope throws.
public protocol ResponseCollectionSerializable: Decodable, Sendable {
    /// The envelope key holding the list: `photos`, `comments`, `users`.
    static var itemsKey: String { get }

    /// The envelopes the list arrives in, the usual one first; a page is read with the first whose
    /// items key the answer holds.
    static var envelopes: [PageEnvelope] { get }

    static func decodeCollection(from data: Data) throws(DecodingFailure) -> Page<Self>
}

extension ResponseCollectionSerializable {
    public static var envelopes: [PageEnvelope] { [.standard(itemsKey)] }

    public static func decodeCollection(from data: Data) throws(DecodingFailure) -> Page<Self> {
        try APIJSON.decode(Page<Self>.self, from: data)
    }
}
