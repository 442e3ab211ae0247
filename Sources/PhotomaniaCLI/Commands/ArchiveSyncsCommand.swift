import Foundation
import PhotomaniaKit

/// `photomania archive syncs`: the selections `download --sync` walked, and where each stands.
struct ArchiveSyncsCommand: Command {
    static let spec = ArchiveOptions.readingSpec(
        "syncs", summary: "List the selections download --sync walked, and where the next walk starts",
        example: "photomania archive syncs -o jose"
    )

    let target: ArchiveTarget

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        target = try ArchiveTarget(parsed, settings: settings)
    }

    private static let table = Table(columns: [
        .init("SERVICE", priority: 4),
        .init("SELECTION", minWidth: 12, flexible: true, priority: 10),
        .init("SIZE", priority: 5),
        .init("COMPLETED", priority: 8),
        .init("NEXT", priority: 9),
        .init("NEW", alignment: .right, priority: 6),
    ])

    func run(_ context: Factory) async throws -> ExitCode {
        let archive = try target.open(context)
        defer { archive.close() }
        let syncs = try archive.allSyncs()
        let console = context.console
        if target.json {
            console.print(try JSONOutput.string(syncs.map(SyncRow.init)))
            return .success
        }
        let terminal = console.standardOutput.isTerminal
        let date = { (date: Date) in terminal ? formatLocal(date) : date.formatted(.iso8601) }
        let rows = syncs.map { sync in
            [
                sync.service.rawValue, sync.selection, sync.size, sync.completedAt.map(date) ?? "never",
                sync.nextPage.map { "page \($0), to the end" } ?? "newest",
                String(sync.newPhotos),
            ]
        }
        if terminal {
            console.print(Self.table.renderForTerminal(rows: rows, width: console.width, colors: context.settings.colors))
        } else {
            console.print(Self.table.renderTSV(rows: rows))
        }
        context.printSummary(sanitizedForTerminal("\(counted(syncs.count, "selection")) · \(archive.path)", singleLine: true), json: false)
        return .success
    }
}

/// A sync record as `archive syncs --json` writes it: times in ISO 8601 (UTC), every key there,
/// `null` when unknown.
private struct SyncRow: Encodable {
    var service: String
    var selection: String
    var size: String
    var completedAt: String?
    var walkedAt: String
    /// Where the next walk starts (100 photos a page) before it looks for new photos; nil: at
    /// the newest photo.
    var resumesAtPage: Int?
    var newPhotos: Int

    init(_ record: SyncRecord) {
        service = record.service.rawValue
        selection = record.selection
        size = record.size
        completedAt = record.completedAt?.formatted(.iso8601)
        walkedAt = record.walkedAt.formatted(.iso8601)
        resumesAtPage = record.nextPage
        newPhotos = record.newPhotos
    }

    enum CodingKeys: String, CodingKey {
        case service, selection, size
        case completedAt = "completed_at", walkedAt = "walked_at", resumesAtPage = "resumes_at_page", newPhotos = "new_photos"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(service, forKey: .service)
        try container.encode(selection, forKey: .selection)
        try container.encode(size, forKey: .size)
        try container.encode(completedAt, forKey: .completedAt)
        try container.encode(walkedAt, forKey: .walkedAt)
        try container.encode(resumesAtPage, forKey: .resumesAtPage)
        try container.encode(newPhotos, forKey: .newPhotos)
    }
}
