import Foundation

/// A model that a whole response body decodes into, such as `PhotoInfo` for `GET /photos/:id`.
public protocol ResponseObjectSerializable: Decodable, Sendable {
    static func decodeObject(from data: Data) throws(DecodingFailure) -> Self
}

extension ResponseObjectSerializable {
    public static func decodeObject(from data: Data) throws(DecodingFailure) -> Self {
        try APIJSON.decode(Self.self, from: data)
    }
}
