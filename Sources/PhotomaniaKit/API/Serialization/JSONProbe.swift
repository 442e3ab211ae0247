import Foundation

/// Looks into a body the decoder refused, to say what is really there. Only ever used on the failure path.
enum JSONProbe {
    /// The kind of the value at `path`, or nil when the body or the path does not lead to one.
    static func kind(at path: [any CodingKey], in data: Data) -> JSONValueKind? {
        guard var value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return nil
        }
        for key in path {
            if let index = key.intValue, let list = value as? [Any] {
                guard list.indices.contains(index) else { return nil }
                value = list[index]
            } else if let object = value as? [String: Any], let member = object[key.stringValue] {
                value = member
            } else {
                return nil
            }
        }
        return JSONValueKind(of: value)
    }
}
