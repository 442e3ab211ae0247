import Foundation
import PhotomaniaKit

/// `photomania credits -o DIR`: one attribution line per downloaded file (title, author, page,
/// licence and its deed), from the archive, offline.
struct CreditsCommand: Command {
    static let spec = ArchiveOptions.readingSpec(
        "credits", summary: "Credit the authors of the downloaded photos: one line per file, from the archive",
        discussion: "Each line is FILE: \"TITLE\" by AUTHOR, LICENCE <ITS URL>, <PAGE>, as the listing named them when the file was downloaded. Files downloaded before photomania kept credits have none.",
        example: "photomania credits -o photos"
    )

    let target: ArchiveTarget

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        target = try ArchiveTarget(parsed, settings: settings)
    }

    private struct Line: Encodable {
        let file: String
        let credit: PhotoCredit
        let line: String

        func encode(to encoder: any Encoder) throws {
            try credit.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .credit)
        }

        private enum Keys: String, CodingKey { case file, credit }
    }

    func run(_ context: Factory) async throws -> ExitCode {
        let archive = try target.open(context)
        defer { archive.close() }
        let credits = try archive.credits()
        let console = context.console
        if target.json {
            console.print(try JSONOutput.string(credits.map { Line(file: $0.fileName, credit: $0.credit, line: $0.credit.line) }))
            return .success
        }
        for (file, credit) in credits {
            console.print(sanitizedForTerminal(file + ": " + credit.line, singleLine: true))
        }
        context.printSummary(sanitizedForTerminal("\(ArchiveOptions.files(credits.count)) credited · \(archive.path)", singleLine: true), json: false)
        return .success
    }
}
