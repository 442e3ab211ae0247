import Foundation

/// An answer of Flickr's REST API whose payload sits under one root member: `photos`,
/// `photo`, `sizes`, `person`, …
protocol FlickrPayload: Decodable, Sendable {
    /// The root members the payload may sit under, the usual one first.
    static var rootKeys: [String] { get }
}

/// Why an answer gives no payload: Flickr said `stat: fail`, or the body is not a readable answer.
public enum FlickrAnswerFailure: Error, Sendable, Hashable {
    case api(FlickrAPIError)
    case decoding(DecodingFailure)
}

/// Reads a body of Flickr's REST API: unwraps JSONP (`jsonFlickrApi({…})`, what comes back
/// without `nojsoncallback=1`), checks `stat`, and decodes the payload or the failure.
enum FlickrAnswer {
    /// The longest callback name a JSONP wrapper may have.
    static let maxCallbackLength = 64

    static func decode<T: FlickrPayload>(_ type: T.Type, from body: Data, method: String) throws(FlickrAnswerFailure) -> T {
        let json = unwrappingJSONP(body)
        let envelope: Envelope<T>
        do {
            envelope = try APIJSON.decode(Envelope<T>.self, from: json)
        } catch {
            throw .decoding(error)
        }
        switch envelope.outcome {
        case .payload(let payload): return payload
        case .failure(let code, let message): throw .api(FlickrAPIError(code: code, message: message, method: method))
        }
    }

    /// The JSON inside `name(…)` (a `;` after it allowed), or the body as it is.
    static func unwrappingJSONP(_ body: Data) -> Data {
        let bytes = [UInt8](body)
        let isSpace: (UInt8) -> Bool = { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        guard let start = bytes.firstIndex(where: { !isSpace($0) }), var end = bytes.lastIndex(where: { !isSpace($0) }) else { return body }
        if bytes[end] == UInt8(ascii: ";"), end > start { end -= 1 }
        guard let open = bytes[start...end].firstIndex(of: UInt8(ascii: "(")), bytes[end] == UInt8(ascii: ")"), open < end,
              isCallbackName(bytes[start..<open]) else { return body }
        return Data(bytes[(open + 1)..<end])
    }

    /// A JavaScript name path, `[A-Za-z_$][A-Za-z0-9_$.]*`, as Flickr accepts for `jsoncallback`.
    private static func isCallbackName(_ name: ArraySlice<UInt8>) -> Bool {
        let isStart: (UInt8) -> Bool = { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
        }
        guard let first = name.first, isStart(first), name.count <= maxCallbackLength else { return false }
        return name.allSatisfy { isStart($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ".") }
    }

    private struct Envelope<T: FlickrPayload>: Decodable {
        enum Outcome {
            case payload(T)
            case failure(code: Int, message: String)
        }

        let outcome: Outcome

        init(from decoder: any Decoder) throws {
            let root = try decoder.container(keyedBy: AnyCodingKey.self)
            guard root.contains("stat") else {
                throw DecodingFailure.missingField(path: "stat", expected: .string)
            }
            let stat = root.flickrText("stat")
            guard stat == "ok" else {
                guard stat == "fail" else { throw DecodingFailure.unusableValue(path: "stat") }
                guard let code = root.flickrInteger("code") else { throw DecodingFailure.missingField(path: "code", expected: .number) }
                outcome = .failure(code: code, message: root.flickrText("message").map { FlickrText.oneLine(Redaction.redact($0)) } ?? "")
                return
            }
            guard let key = T.rootKeys.first(where: { root.contains(AnyCodingKey($0)) }) else {
                if T.rootKeys.isEmpty {
                    outcome = .payload(try T(from: decoder))
                    return
                }
                throw DecodingFailure.missingField(path: T.rootKeys[0], expected: .object)
            }
            outcome = .payload(try root.decode(T.self, forKey: AnyCodingKey(key)))
        }
    }
}
