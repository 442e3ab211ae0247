import Foundation

extension JPEGIntegrity {
    /// Why the JPEG at `path` does not decode, or nil when libjpeg decodes it without an error or
    /// a warning. At 1/8 scale libjpeg still reads every marker and every entropy-coded bit, so
    /// it notices what a full decode would, for a fraction of the work; damaged entropy-coded
    /// data that happens to decode into another valid picture goes unnoticed either way.
    static func decodeProblem(ofFileAt path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return "it cannot be read back" }
        do {
            return try JPEGDecoder.decode(data, scaleDenominator: 8).firstWarning
        } catch .tooLarge, .outOfMemory {
            return nil  // too large to check here; its markers were checked
        } catch .damaged(let message) {
            return message
        } catch {
            return error.description
        }
    }
}
