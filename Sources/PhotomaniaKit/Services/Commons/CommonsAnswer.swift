import Foundation

/// An Action API answer (formatversion 2, and 1 where it costs nothing): an error, or the
/// query's pages and list, the continuation and whether the batch is complete (contract §2–§4).
struct CommonsAnswer: Decodable {
    var error: CommonsAPIError?
    var continuation: CommonsContinuation?
    var batchComplete: Bool
    var pages: [CommonsPage]
    var members: [CommonsMember]
    /// `normalized` and `redirects`: how a title asked for became the page answered.
    var renamed: [String: String]

    private enum Keys: String, CodingKey {
        case error, errors, batchcomplete, query
        case continueObject = "continue"
    }

    private enum QueryKeys: String, CodingKey {
        case pages, categorymembers, normalized, redirects
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if let error = try? container.decode(CommonsAPIError.self, forKey: .error) {
            self.error = error
        } else if let errors = try? container.decode([CommonsAPIError].self, forKey: .errors), let first = errors.first {
            error = first
        }
        batchComplete = container.contains(.batchcomplete)
        if let object = try? container.decode([String: CommonsScalar].self, forKey: .continueObject) {
            continuation = CommonsContinuation(object.map { ($0.key, $0.value.text) })
        }
        pages = []
        members = []
        renamed = [:]
        guard let query = try? container.nestedContainer(keyedBy: QueryKeys.self, forKey: .query) else { return }
        if let list = try? query.decode([LenientElement<CommonsPage>].self, forKey: .pages) {
            pages = list.compactMap(\.value)
        } else if let object = try? query.decode([String: LenientElement<CommonsPage>].self, forKey: .pages) {
            pages = object.values.compactMap(\.value)
        }
        members = ((try? query.decode([LenientElement<CommonsMember>].self, forKey: .categorymembers)) ?? []).compactMap(\.value)
        for key in [QueryKeys.normalized, .redirects] {
            for rename in (try? query.decode([CommonsRename].self, forKey: key)) ?? [] { renamed[rename.from] = rename.to }
        }
    }

    /// The title `asked` ends up as, through `normalized` then `redirects`.
    func answeredTitle(for asked: String) -> String {
        var title = asked
        for _ in 0..<3 { guard let next = renamed[title] else { break }; title = next }
        return title
    }
}

/// `{"code": …, "info"|"text": …}`.
struct CommonsAPIError: Decodable {
    let code: String
    let info: String

    private enum Keys: String, CodingKey { case code, info, text }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        code = try container.decode(String.self, forKey: .code)
        info = (try? container.decode(String.self, forKey: .info)) ?? (try? container.decode(String.self, forKey: .text)) ?? code
    }
}

/// One `categorymembers` entry.
struct CommonsMember: Decodable {
    let pageid: Int64
    let ns: Int
    let title: String
}

struct CommonsRename: Decodable {
    let from: String
    let to: String
}

/// A continuation value: a string or a number, sent back as the decimal it is.
enum CommonsScalar: Decodable {
    case text(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let number = try? container.decode(Int64.self) {
            self = .text(String(number))
        } else {
            self = .text(String(try container.decode(Double.self)))
        }
    }

    var text: String {
        switch self { case .text(let text): text }
    }
}
