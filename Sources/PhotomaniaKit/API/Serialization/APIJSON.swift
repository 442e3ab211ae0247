import Foundation

/// The JSON coders for API bodies: one shared decoder in, and the encoder that `--json` output uses.
public enum APIJSON {
    /// Strategies are left at their defaults: keys and dates are handled by each model's own coding.
    static let decoder = JSONDecoder()

    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(DecodingFailure) -> T {
        do {
            return try decoder.decode(type, from: data)
        } catch let failure as DecodingFailure {
            throw failure.explained(by: data)
        } catch let error as DecodingError {
            throw DecodingFailure(error, body: data).explained(by: data)
        } catch {
            throw .unusableValue(path: "")
        }
    }

    /// Sorted keys and unescaped slashes, so that scripts see stable, readable snake_case JSON.
    public static func makeOutputEncoder(prettyPrinted: Bool = true) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = prettyPrinted
            ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
            : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
