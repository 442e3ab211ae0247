import Foundation

/// A file name (and folders) chosen by the user: literal text and `{field}` or `{field:strftime}`
/// parts, parsed once (`--filename`, `--dir`). A `/` written in the template separates folders;
/// a field's value never does: each value is cleaned by `FileNameSanitizer.sanitizeField`, each
/// path component is cleaned again and capped at `DownloadFileName.defaultMaxBytes`, and no
/// component can be empty, `.` or `..`, so every name stays inside the output directory.
/// `{{` and `}}` stand for literal braces.
public struct NameTemplate: Sendable, Hashable, CustomStringConvertible {
    public enum Field: String, CaseIterable, Sendable {
        case id, name, title, slug, user, userID = "user_id", category, size, width, height
        case taken, created, feature, gallery, ext, license, owner, views

        var isDate: Bool { self == .taken || self == .created }
    }

    enum Part: Sendable, Hashable {
        case literal(String)
        case field(Field, format: String?)
        case separator
    }

    let parts: [Part]
    public let description: String
    /// `--restrict-filenames`: every folder and file name in ASCII, without spaces (`RestrictedFileName`).
    public private(set) var restrictsNames = false

    /// `{id}.{name}`: `<id>.<suggestedName>`, exactly as `DownloadFileName.make` names files.
    public static let defaultFileName = NameTemplate(parts: [.field(.id, format: nil), .literal("."), .field(.name, format: nil)], description: "{id}.{name}")

    public static let fieldList = Field.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")

    private init(parts: [Part], description: String) {
        self.parts = parts
        self.description = description
    }

    /// The same template, its names restricted to ASCII without spaces when `restricted`.
    public func restrictingNames(_ restricted: Bool) -> NameTemplate {
        var template = self
        template.restrictsNames = restricted
        return template
    }

    /// `--dir` then `--filename`: one template for the whole relative path.
    public init(directory: NameTemplate?, fileName: NameTemplate) {
        guard let directory, !directory.parts.isEmpty else {
            self = fileName
            return
        }
        self.init(parts: directory.parts + [.separator] + fileName.parts, description: directory.description + "/" + fileName.description)
    }

    public init(_ text: String) throws(NameTemplateError) {
        guard !text.isEmpty else { throw .empty }
        guard !text.hasPrefix("/") else { throw .absolute(text) }
        var parts: [Part] = []
        var literal = ""
        var index = text.startIndex
        func flush() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
        }
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "{" || character == "}", next < text.endIndex, text[next] == character {
                literal.append(character)
                index = text.index(after: next)
                continue
            }
            switch character {
            case "}":
                throw .unbalanced(text, offset: text.distance(from: text.startIndex, to: index))
            case "{":
                guard let close = text[next...].firstIndex(of: "}"), !text[next..<close].contains("{") else {
                    throw .unbalanced(text, offset: text.distance(from: text.startIndex, to: index))
                }
                flush()
                parts.append(try Self.field(text[next..<close]))
                index = text.index(after: close)
            case "/":
                flush()
                if parts.last != .separator { parts.append(.separator) }
                index = next
            default:
                literal.append(character)
                index = next
            }
        }
        flush()
        if parts.last == .separator { parts.removeLast() }
        for component in Self.components(parts) {
            if case .literal(let text) = component.first, component.count == 1, text == "." || text == ".." {
                throw .parentFolder
            }
        }
        self.init(parts: parts, description: text)
    }

    private static func field(_ body: Substring) throws(NameTemplateError) -> Part {
        let colon = body.firstIndex(of: ":")
        let name = String(body[..<(colon ?? body.endIndex)])
        guard let field = Field(rawValue: name) else { throw .unknownField(name) }
        guard let colon else { return .field(field, format: nil) }
        let format = String(body[body.index(after: colon)...])
        guard field.isDate else { throw .formatNotAllowed(name) }
        guard !format.isEmpty else { throw .emptyFormat(name) }
        guard !format.contains("/") else { throw .separatorInFormat(name) }
        guard DateFormat.fits(format) else { throw .formatTooLong(name, maxBytes: DateFormat.maxBytes) }
        return .field(field, format: format)
    }

    private static func components(_ parts: [Part]) -> [[Part]] {
        parts.split(separator: .separator, omittingEmptySubsequences: true).map(Array.init)
    }

    /// Whether the rendered name depends on the response (`{name}`, `{ext}`), which a
    /// `Content-Disposition` header may change: only a request learns the real name.
    /// Whether a file's path names `field` (`{gallery}`: the run must know each collection's name).
    public func uses(_ field: Field) -> Bool {
        parts.contains { if case .field(field, _) = $0 { true } else { false } }
    }

    public var dependsOnResponse: Bool {
        parts.contains { part in
            if case .field(let field, _) = part { return field == .name || field == .ext }
            return false
        }
    }

    /// The path, relative to the output directory, for a photo: components joined by `/`, none
    /// empty, `.`, `..` or hidden, each at most `maxBytes` of UTF-8. A folder component that
    /// renders empty is left out; a file name that does, becomes the photo's id.
    public func render(_ context: NamingContext, maxBytes: Int = DownloadFileName.defaultMaxBytes) -> String {
        if parts == Self.defaultFileName.parts {
            let name = restrictsNames ? RestrictedFileName.restrict(context.suggestedName) ?? context.ext : context.suggestedName
            return DownloadFileName.fit(prefix: "\(context.photoID).", name: name, maxBytes: maxBytes)
        }
        let components = Self.components(parts)
        var rendered: [String] = []
        for (position, component) in components.enumerated() {
            let text = component.map { part in
                switch part {
                case .literal(let literal): literal
                case .field(let field, let format): Self.value(of: field, format: format, in: context)
                case .separator: ""
                }
            }.joined()
            let isFileName = position == components.count - 1
            guard let clean = FileNameSanitizer.sanitizeField(text).flatMap({ restrictsNames ? RestrictedFileName.restrict($0) : $0 }) else {
                if isFileName { rendered.append("\(context.photoID)") }
                continue
            }
            rendered.append(DownloadFileName.fit(prefix: "", name: clean, maxBytes: maxBytes))
        }
        return rendered.joined(separator: "/")
    }

    /// A field's value, sanitised: never a separator, never `.` or `..`; empty when unknown.
    static func value(of field: Field, format: String?, in context: NamingContext) -> String {
        let facts = context.facts
        let raw: String? = switch field {
        case .id: String(context.photoID)
        case .name: context.suggestedName
        case .title: facts.title
        case .slug: facts.slug
        case .user: facts.username
        case .userID: facts.userID.map(String.init)
        case .category: facts.category
        case .size: String(context.sizeID)
        case .width: facts.width > 0 ? String(facts.width) : nil
        case .height: facts.height > 0 ? String(facts.height) : nil
        case .taken: facts.takenAt.map { Self.format($0, format ?? "%Y-%m-%d") }
        case .created: facts.createdAt.map { Self.format($0, format ?? "%Y-%m-%d") }
        case .feature: context.feature
        case .gallery: context.gallery
        case .ext: context.ext
        case .license: facts.license
        case .owner: facts.userID.map(String.init)
        case .views: facts.views.map(String.init)
        }
        return raw.flatMap(FileNameSanitizer.sanitizeField) ?? ""
    }

    /// `strftime` in UTC, so that a name does not depend on where the tool runs; empty when the
    /// date is out of range or the expansion is longer than `DateFormat.maxBytes`, which a format
    /// accepted by `init` cannot be (see `DateFormat`).
    static func format(_ date: Date, _ format: String) -> String {
        DateFormat.expand(format, at: date) ?? ""
    }
}

/// Why a `--filename` or `--dir` template was refused; the message names what is wrong.
public enum NameTemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    case empty
    case absolute(String)
    case parentFolder
    case unbalanced(String, offset: Int)
    case unknownField(String)
    case formatNotAllowed(String)
    case emptyFormat(String)
    case separatorInFormat(String)
    case formatTooLong(String, maxBytes: Int)

    public var description: String {
        switch self {
        case .empty: "the format is empty"
        case .absolute(let text): "'\(text)' starts with '/': names are relative to the output directory"
        case .parentFolder: "a folder cannot be '.' or '..': names stay inside the output directory"
        case .unbalanced(let text, let offset): "unbalanced brace at character \(offset + 1) of '\(text)' (write {{ or }} for a literal brace)"
        case .unknownField(let name): "unknown field '{\(name)}'"
        case .formatNotAllowed(let name): "the field '{\(name)}' takes no ':format' (only {taken:…} and {created:…} do)"
        case .emptyFormat(let name): "the field '{\(name):}' has an empty date format"
        case .separatorInFormat(let name): "the date format of '{\(name)}' holds '/': write {\(name):%Y}/{\(name):%m} for folders"
        case .formatTooLong(let name, let maxBytes): "the date format of '{\(name)}' expands to more than \(maxBytes) bytes"
        }
    }
}
