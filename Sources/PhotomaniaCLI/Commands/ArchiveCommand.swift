import Foundation
import PhotomaniaKit

/// `photomania archive list | verify | import DIR`: the record of downloaded photos, offline.
struct ArchiveCommand: Command {
    static let spec = CommandSpec(
        "archive",
        summary: "List, verify or fill the archive of downloaded photos",
        options: [
            .value("archive", "FILE", help: "The archive (default DIR/.photomania-archive.sqlite3)"),
            .value("output", "DIR", short: "o", help: "The download folder holding the archive (default: for import, the folder imported; else the config's download_dir, else the current one)"),
            .flag("json", help: "Print JSON"),
        ],
        positionals: [
            .required("ACTION", help: "What to do", choices: ["list", "verify", "import"]),
            .optional("DIR", help: "For import: the folder whose <id>.* files to record"),
        ],
        exclusive: [["archive", "output"]],
        usage: ["list [-o DIR | --archive FILE] [--json]", "verify [-o DIR | --archive FILE] [--json]", "import DIR [-o DIR | --archive FILE] [--json]"],
        discussion: "verify re-hashes every file and checks that JPEGs are complete (exit 1 on any problem). "
            + "import records files named <id>.* that are already there, without any request.",
        examples: ["photomania archive list -o photos", "photomania archive verify -o photos", "photomania archive import photos --archive ~/photos.sqlite3"]
    )

    let action: String
    let folder: String?
    let archivePath: String
    let json: Bool

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        action = parsed.value("ACTION") ?? "list"
        folder = try parsed.folder("DIR")
        if action == "import", folder == nil {
            throw parsed.usageError("'import' needs the DIR to import", hint: "e.g. 'photomania archive import ~/Pictures/500px'.")
        }
        if action != "import", let folder {
            throw parsed.usageError("'\(action)' takes no DIR, got '\(folder.echoed)'", hint: "use -o DIR for the download folder.")
        }
        let output = try parsed.folder("output")
        archivePath = parsed.value("archive") ?? settings.downloadFolder(output ?? folder).archivePath
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        if action == "import" {
            do {
                try ArchiveImporter.checkFolder(folder ?? ".")
            } catch {
                throw CommandFailure(message: error.description, hint: "check the folder's path")
            }
        }
        let archive = context.opened(try DownloadArchive(path: archivePath, service: ServiceRegistry.standard.defaultEntry.name, createIfMissing: action == "import"))
        defer { archive.close() }
        switch action {
        case "verify": return try verify(archive, context)
        case "import": return try importFiles(from: folder ?? ".", into: archive, context)
        default: return try list(archive, context)
        }
    }

    /// `1 file`, `2 files`, `1,024 other files`.
    private static func files(_ count: Int, _ noun: String = "file") -> String {
        counted(count, noun)
    }

    // MARK: - list

    private static let table = Table(columns: [
        .init("ID", alignment: .right, priority: 10),
        .init("SIZE", alignment: .right, priority: 5),
        .init("FILE", minWidth: 12, flexible: true, priority: 9),
        .init("BYTES", alignment: .right, priority: 7),
        .init("DOWNLOADED", priority: 6),
    ])

    private func list(_ archive: DownloadArchive, _ context: CommandContext) throws -> ExitCode {
        let entries = try archive.allEntries()
        let console = context.console
        if json {
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
        context.printSummary(sanitizedForTerminal("\(Self.files(entries.count)) · \(formatBytes(total)) · \(archive.path)", singleLine: true), json: false)
        return .success
    }

    // MARK: - verify

    private func verify(_ archive: DownloadArchive, _ context: CommandContext) throws -> ExitCode {
        let report = try ArchiveVerifier.verify(archive)
        if json {
            context.console.print(try JSONOutput.string(VerifyJSON(report, archive: archive.path)))
        } else {
            for finding in report.findings {
                let entry = finding.entry
                let line = "\(entry.fileName) (photo \(entry.photoID), size \(entry.sizeID)): \(finding.problem)"
                context.console.print(sanitizedForTerminal(line, singleLine: true))
            }
            let problems = report.findings.count
            context.console.print("verified \(Self.files(report.checked)): \(formatCount(report.okCount)) ok, \(formatCount(problems)) with problems")
        }
        return report.findings.isEmpty ? .success : .failure
    }

    private struct VerifyJSON: Encodable {
        struct Problem: Encodable {
            let photoID: PhotoID
            let sizeID: SizeKey
            let fileName: String
            let problem: String
            let detail: String

            enum CodingKeys: String, CodingKey {
                case photoID = "photo_id", sizeID = "size_id", fileName = "file_name", problem, detail
            }
        }

        let archive: String
        let checked: Int
        let ok: Int
        let problems: [Problem]

        init(_ report: ArchiveVerifier.Report, archive: String) {
            self.archive = archive
            checked = report.checked
            ok = report.okCount
            problems = report.findings.map {
                Problem(photoID: $0.entry.photoID, sizeID: $0.entry.sizeID, fileName: $0.entry.fileName, problem: $0.problem.kind, detail: $0.problem.description)
            }
        }
    }

    // MARK: - import

    private func importFiles(from folder: String, into archive: DownloadArchive, _ context: CommandContext) throws -> ExitCode {
        let report: ArchiveImporter.Report
        do {
            report = try ArchiveImporter.importFiles(in: folder, into: archive)
        } catch let error as ArchiveImporter.DirectoryError {
            throw CommandFailure(message: error.description, hint: "check the folder's path and permissions")
        }
        if json {
            context.console.print(try JSONOutput.string(ImportJSON(report, archive: archive.path)))
        } else {
            for failure in report.failures {
                context.console.standardError.write(sanitizedForTerminal("photomania: \(failure.fileName) not imported: \(failure.reason)", singleLine: true) + "\n")
            }
            var parts = ["imported \(Self.files(report.imported)) into \(archive.path)", "\(formatCount(report.alreadyArchived)) already archived"]
            if report.ignored > 0 { parts.append("\(Self.files(report.ignored, "other file")) ignored") }
            if !report.failures.isEmpty { parts.append("\(formatCount(report.failures.count)) unreadable") }
            context.console.print(sanitizedForTerminal(parts.joined(separator: " · "), singleLine: true))
        }
        guard !report.failures.isEmpty else { return .success }
        return report.imported + report.alreadyArchived > 0 ? .partial : .failure
    }

    private struct ImportJSON: Encodable {
        struct Failure: Encodable {
            let fileName: String
            let reason: String

            enum CodingKeys: String, CodingKey {
                case fileName = "file_name", reason
            }
        }

        let archive: String
        let imported: Int
        let alreadyArchived: Int
        let ignored: Int
        let failed: [Failure]

        enum CodingKeys: String, CodingKey {
            case archive, imported, alreadyArchived = "already_archived", ignored, failed
        }

        init(_ report: ArchiveImporter.Report, archive: String) {
            self.archive = archive
            imported = report.imported
            alreadyArchived = report.alreadyArchived
            ignored = report.ignored
            failed = report.failures.map { Failure(fileName: $0.fileName, reason: $0.reason) }
        }
    }
}
