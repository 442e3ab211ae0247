import Foundation

// Readers for fields whose JSON type drifted over the API's life. Each one answers nil (or an empty list)
// instead of throwing, so an odd value in an optional field never costs the whole object.

extension SingleValueDecodingContainer {
    /// A whole number, or a string holding one (`4`, `"4"`, `4.0`).
    func decodeFlexibleInt() throws -> Int {
        do {
            return try decode(Int.self)
        } catch {
            if let text = try? decode(String.self), let value = Int(text.trimmingCharacters(in: .whitespaces)) {
                return value
            }
            if let number = try? decode(Double.self), let value = Int(exactly: number) {
                return value
            }
            throw error
        }
    }
}

extension KeyedDecodingContainer {
    /// A string, or a number spelled as one (`400` gives "400").
    func flexibleString(forKey key: Key) -> String? {
        do {
            return try decodeIfPresent(String.self, forKey: key)
        } catch {
            if let value = try? decode(Int.self, forKey: key) { return String(value) }
            if let value = try? decode(Double.self, forKey: key) { return String(value) }
            return nil
        }
    }

    /// A whole number, or a string or float holding one.
    func flexibleInt(forKey key: Key) -> Int? {
        do {
            return try decodeIfPresent(Int.self, forKey: key)
        } catch {
            if let value = try? decode(Double.self, forKey: key) { return Int(exactly: value) }
            if let text = try? decode(String.self, forKey: key) {
                return Int(text.trimmingCharacters(in: .whitespaces))
            }
            return nil
        }
    }

    /// A photo's id: a JSON number above zero, never a string. The id names the file a photo is
    /// saved to, so nothing but a plain positive number is taken.
    func requiredPhotoID(forKey key: Key) throws -> PhotoID {
        let id = try decode(Int.self, forKey: key)
        guard id > 0 else { throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not a photo id") }
        return PhotoID(id)
    }

    /// An id of the v1 format: a whole number, or a string or float holding one.
    func flexibleID<Kind>(forKey key: Key) -> ServiceID<Kind>? {
        flexibleInt(forKey: key).map { ServiceID($0) }
    }

    /// Like `flexibleID(forKey:)`, but a missing or unreadable value throws.
    func requiredFlexibleID<Kind>(forKey key: Key) throws -> ServiceID<Kind> {
        ServiceID(try requiredFlexibleInt(forKey: key))
    }

    /// Like `flexibleInt(forKey:)`, but a missing or unreadable value throws the decoder's own error.
    func requiredFlexibleInt(forKey key: Key) throws -> Int {
        if let value = flexibleInt(forKey: key) { return value }
        _ = try decode(Int.self, forKey: key)
        throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not a whole number")
    }

    /// A number (integer or float), or a string holding one.
    func flexibleDouble(forKey key: Key) -> Double? {
        do {
            return try decodeIfPresent(Double.self, forKey: key)
        } catch {
            guard let text = try? decode(String.self, forKey: key),
                  let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite
            else { return nil }
            return value
        }
    }

    /// A boolean, or 0/1 (any non-zero number is true), or "true"/"false".
    func flexibleBool(forKey key: Key) -> Bool? {
        do {
            return try decodeIfPresent(Bool.self, forKey: key)
        } catch {
            if let value = try? decode(Int.self, forKey: key) { return value != 0 }
            switch (try? decode(String.self, forKey: key))?.lowercased() {
            case "true", "1": return true
            case "false", "0": return false
            default: return nil
            }
        }
    }

    /// A timestamp in any of the API's spellings; nil when absent, null or unreadable.
    func timestamp(forKey key: Key) -> Date? {
        guard let text = try? decodeIfPresent(String.self, forKey: key) else { return nil }
        return Timestamp.parse(text)
    }

    /// Any decodable value; nil when absent, null or not decodable.
    func lenient<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }

    /// A list or a single value, keeping the elements that decode (`image_url`, `images`).
    func oneOrMany<T: Decodable>(_ type: T.Type, forKey key: Key) -> [T] {
        do {
            guard let elements = try decodeIfPresent([LenientElement<T>].self, forKey: key) else { return [] }
            return elements.compactMap(\.value)
        } catch {
            return (try? decode(type, forKey: key)).map { [$0] } ?? []
        }
    }
}
