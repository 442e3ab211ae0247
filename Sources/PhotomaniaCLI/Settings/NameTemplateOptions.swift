import PhotomaniaKit

/// `--filename FORMAT` and `--dir FORMAT`, else the config file's `filename` and `dir`: where
/// each downloaded photo goes inside the output folder.
enum NameTemplateOptions {
    static let fileNameHelp = "File name FORMAT (default {id}.{name}); fields: " + NameTemplate.fieldList + "; dates as {taken:%Y-%m-%d}"
    static let restrictHelp = "Keep names to ASCII letters, digits and ._- (no spaces, accents or shell characters), as yt-dlp's"
    static let directoryHelp = "Subfolder FORMAT inside DIR, e.g. '{user}' or '{taken:%Y}/{taken:%m}' (same fields as --filename)"

    static let fileName: Option<String?> = .text("filename", "FORMAT", help: fileNameHelp)
    static let directory: Option<String?> = .text("dir", "FORMAT", help: directoryHelp)
    static let restrictFileNames: Option<Bool> = .flag("restrict-filenames", help: restrictHelp)

    /// The whole relative path template: the command line's formats, else the config file's.
    static func template(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) -> NameTemplate {
        let fileName = try parse(parsed[Self.fileName], "'--filename'", parsed) ?? settings.fileNameTemplate ?? .defaultFileName
        let directory = try parse(parsed[Self.directory], "'--dir'", parsed) ?? settings.directoryTemplate
        return NameTemplate(directory: directory, fileName: fileName)
    }

    /// The template in `text`, or a usage error naming `source` and what is wrong.
    static func parse(_ text: String?, _ source: String, _ parsed: ParsedCommandLine) throws(UsageError) -> NameTemplate? {
        guard let text else { return nil }
        do {
            return try NameTemplate(text)
        } catch {
            throw parsed.usageError("\(source) is not a valid format: \(error.description)", hint: hint(for: error))
        }
    }

    /// `{titel}` → "did you mean '{title}'?", then the fields there are.
    static func hint(for error: NameTemplateError) -> String {
        let fields = "fields: " + NameTemplate.fieldList
        guard case .unknownField(let name) = error,
              let likely = closestMatch(to: name, among: NameTemplate.Field.allCases.map(\.rawValue), ignoringCase: true)
        else { return fields }
        return "did you mean '{\(likely)}'? " + fields
    }
}
