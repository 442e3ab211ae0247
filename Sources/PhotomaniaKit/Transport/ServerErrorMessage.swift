import Foundation

/// The one reader of the API's error bodies, `{"error": "Authorization required", "status": 401}`:
/// the message kept to one short line, secrets redacted.
package enum ServerErrorMessage {
    package static let maxLength = 200

    package static func read(from body: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let message = object["error"] as? String, message != "None"
        else { return nil }
        let line = Redaction.redact(message.split(whereSeparator: \.isNewline).joined(separator: " "))
        return line.count > maxLength ? String(line.prefix(maxLength)) + "…" : line
    }
}
