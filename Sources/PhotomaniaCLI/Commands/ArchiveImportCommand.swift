import PhotomaniaKit

/// `photomania archive import DIR`: records the `<id>.*` images already in a folder, without
/// any request, so that a download into it skips them.
struct ArchiveImportCommand: Command {
    static let folder: Argument<String?> = .folder("DIR", help: "The folder whose <id>.* files to record")
    static let spec = CommandSpec(
        "import",
        summary: "Record the <id>.* files already in a folder, without any request",
        options: ArchiveOptions.specs(output: "The download folder holding the archive (default: the folder imported)"),
        positionals: [folder.spec],
        exclusive: ArchiveOptions.exclusive,
        usage: ["DIR " + ArchiveOptions.usage],
        examples: ["photomania archive import photos --archive ~/photos.sqlite3"]
    )

    let folder: String
    let archivePath: String
    let json: Bool

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        guard let folder = try parsed[Self.folder] else {
            throw parsed.usageError("'import' needs the DIR to import", hint: "e.g. 'photomania archive import ~/Pictures/photos'.")
        }
        self.folder = folder
        archivePath = try ArchiveOptions.path(parsed, settings: settings, folder: folder)
        json = parsed[ArchiveOptions.json]
    }

    func run(_ context: Factory) async throws -> ExitCode {
        do {
            try ArchiveImporter.checkFolder(folder)
        } catch {
            throw CommandFailure(message: error.description, hint: "check the folder's path")
        }
        let archive = try ArchiveOptions.open(archivePath, creating: true, context)
        defer { archive.close() }
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
            var parts = ["imported \(ArchiveOptions.files(report.imported)) into \(archive.path)", "\(formatCount(report.alreadyArchived)) already archived"]
            if report.ignored > 0 { parts.append("\(ArchiveOptions.files(report.ignored, "other file")) ignored") }
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
