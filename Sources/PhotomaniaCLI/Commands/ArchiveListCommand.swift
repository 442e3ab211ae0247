import Foundation
import PhotomaniaKit

/// `photomania archive list`: every photo the archive recorded, as a table or JSON.
struct ArchiveListCommand: Command {
    static let spec = ArchiveOptions.readingSpec(
        "list", summary: "List the photos the archive recorded",
        example: "photomania archive list -o photos"
    )

    let target: ArchiveTarget

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        target = try ArchiveTarget(parsed, settings: settings)
    }

    private static let table = Table(columns: [
        .init("ID", alignment: .right, priority: 10),
        .init("SIZE", alignment: .right, priority: 5),
        .init("FILE", minWidth: 12, flexible: true, priority: 9),
        .init("BYTES", alignment: .right, priority: 7),
        .init("DOWNLOADED", priority: 6),
    ])

    func run(_ context: Factory) async throws -> ExitCode {
        let archive = try target.open(context)
        defer { archive.close() }
        let entries = try archive.allEntries(withDemo: true)
        let console = context.console
        if target.json {
            console.print(try JSONOutput.string(entries))
            return .success
        }
        let terminal = console.standardOutput.isTerminal
        let rows = entries.map { entry in
            [
                String(entry.photoID),
                terminal && entry.sizeID == 0 ? "-" : String(entry.sizeID),
                entry.fileName,
                terminal ? formatBytes(entry.bytes) : String(entry.bytes),
                terminal ? formatLocal(entry.downloadedAt) : entry.downloadedAt.formatted(.iso8601),
            ]
        }
        if terminal {
            console.print(Self.table.renderForTerminal(rows: rows, width: console.width, colors: context.settings.colors))
        } else {
            console.print(Self.table.renderTSV(rows: rows))
        }
        let total = entries.reduce(Int64(0)) { $0 + $1.bytes }
        context.printSummary(sanitizedForTerminal("\(ArchiveOptions.files(entries.count)) · \(formatBytes(total)) · \(archive.path)", singleLine: true), json: false)
        return .success
    }
}
