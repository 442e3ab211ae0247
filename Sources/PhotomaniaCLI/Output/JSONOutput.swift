import Foundation
import PhotomaniaKit

/// `--json`: stable snake_case keys, sorted, readable.
enum JSONOutput {
    static func string(_ value: some Encodable) throws -> String {
        String(decoding: try APIJSON.makeOutputEncoder().encode(value), as: UTF8.self)
    }
}
