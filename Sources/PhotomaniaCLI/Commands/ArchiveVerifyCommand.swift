import PhotomaniaKit

/// `photomania archive verify`: every recorded file hashed again and its JPEG checked; exit 1
/// on any problem.
struct ArchiveVerifyCommand: Command {
    static let spec = ArchiveOptions.readingSpec(
        "verify", summary: "Re-hash every recorded file and check that its JPEG is complete", discussion: "Exit 1 when any file is missing, changed or incomplete.",
        example: "photomania archive verify -o photos"
    )

    let target: ArchiveTarget

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        target = try ArchiveTarget(parsed, settings: settings)
    }

    func run(_ context: Factory) async throws -> ExitCode {
        let archive = try target.open(context)
        defer { archive.close() }
        let report = try ArchiveVerifier.verify(archive)
        if target.json {
            context.console.print(try JSONOutput.string(VerifyJSON(report, archive: archive.path)))
        } else {
            for finding in report.findings {
                let entry = finding.entry
                let line = "\(entry.fileName) (photo \(entry.photoID), size \(entry.sizeID)): \(finding.problem)"
                context.console.print(sanitizedForTerminal(line, singleLine: true))
            }
            let problems = report.findings.count
            context.console.print("verified \(ArchiveOptions.files(report.checked)): \(formatCount(report.okCount)) ok, \(formatCount(problems)) with problems")
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
}
