import Foundation
import Testing

@testable import PhotomaniaCLI

/// `photomania manpage`: `photomania.1` renders without a warning, holds every command and
/// option, and never drifts from `--help` or the completions.
@Suite struct ManPageTests {
    static let spec = PhotomaniaCommandLine.spec
    static let page = spec.manPage
    static let hasGroff = FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")
    static let hasMan = FileManager.default.isExecutableFile(atPath: "/usr/bin/man")
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func writePage(_ folder: TemporaryDirectory) throws -> String {
        let file = folder.path + "/photomania.1"
        try page.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func theCommandPrintsThePage() async {
        let result = await photomania(["manpage"])
        #expect(result.status == 0)
        #expect(result.standardOutput == Self.page)
        #expect(result.standardOutput.hasPrefix(".TH PHOTOMANIA 1 \"\" \"photomania "))
        for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "\"EXIT STATUS\"", "ENVIRONMENT", "FILES", "EXAMPLES"] {
            #expect(Self.page.contains("\n.SH \(heading)\n"), "\(heading)")
        }
    }

    /// groff with every warning on (`-ww`), output thrown away (`-z`): stderr must stay empty.
    @Test(.enabled(if: hasGroff, "needs groff")) func groffFindsNothingToWarnAbout() async throws {
        let folder = try TemporaryDirectory()
        let file = try Self.writePage(folder)
        let (status, output, errors) = try await ChildProcess.run(["-man", "-ww", "-z", file], executable: "/usr/bin/groff")
        withExtendedLifetime(folder) {}
        #expect(status == 0)
        #expect(output.isEmpty)
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(.enabled(if: hasMan, "needs man")) func manRendersEveryCommandAndGlobalOption() async throws {
        let folder = try TemporaryDirectory()
        let file = try Self.writePage(folder)
        let (status, text, errors) = try await ChildProcess.run(["--warnings", "-l", file], executable: "/usr/bin/man", environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"])
        withExtendedLifetime(folder) {}
        #expect(status == 0)
        #expect(errors.isEmpty, "\(errors)")
        #expect(text.hasPrefix("PHOTOMANIA(1)"), "\(text.prefix(200))")
        #expect(text.contains("photomania - browse and collect photos"))
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for command in Self.spec.commands {
            #expect(lines.contains(command.name), "a heading for \(command.name)")
            #expect(text.contains("photomania \(command.name)"), "\(command.name)")
        }
        for option in Self.spec.allGlobalOptions {
            #expect(text.contains(option.longForm + (option.takesValue ? " \(option.valueName)" : "")), "\(option.longForm)")
        }
        #expect(text.contains("-f, --feature F"))
        #expect(text.contains("stopped by SIGTERM"))
    }

    /// Every option of every command, and every global one, is in the page and in the bash
    /// script, as is every command: both are generated from the one spec.
    @Test func theManPageAndTheCompletionsHoldEveryOption() {
        let bashWords = Set(CompletionModel(spec: Self.spec).script(for: .bash).split { " '|()\n".contains($0) }.map(String.init))
        let fishScript = CompletionModel(spec: Self.spec).script(for: .fish)
        for command in Self.spec.commands {
            #expect(Self.page.contains(".SS \(Roff.argument(command.name))\n"), "\(command.name)")
            #expect(bashWords.contains(command.name), "\(command.name)")
            for option in command.options {
                #expect(Self.page.contains("\\fB" + Roff.text(option.longForm) + "\\fR"), "man: \(command.name) \(option.longForm)")
                #expect(bashWords.contains(option.longForm), "bash: \(command.name) \(option.longForm)")
                #expect(fishScript.contains("-n '__photomania_using \(command.name)' " + (option.short.map { "-s '\($0)' " } ?? "") + "-l '\(option.name)'"), "fish: \(command.name) \(option.longForm)")
                if let short = option.short { #expect(bashWords.contains("-\(short)"), "bash: \(command.name) -\(short)") }
            }
        }
        for option in Self.spec.allGlobalOptions {
            #expect(Self.page.contains("\\fB" + Roff.text(option.longForm) + "\\fR"), "man: \(option.longForm)")
            #expect(bashWords.contains(option.longForm), "bash: \(option.longForm)")
        }
    }

    /// Every `environment["NAME"]` that the targets of the `photomania` binary read is
    /// described under ENVIRONMENT (the fuzz driver and the benchmarks are not the program).
    @Test func everyVariableTheProgramReadsIsDescribed() throws {
        let environment = Self.page.components(separatedBy: "\n.SH ENVIRONMENT\n").last?.components(separatedBy: "\n.SH ").first ?? ""
        let targets = ["photomania", "PhotomaniaCLI", "PhotomaniaKit", "PhotomaniaServer", "PhotomaniaOAuth", "PhotomaniaSQLite"]
        let files = targets.flatMap { target in
            let folder = Self.repository.appendingPathComponent("Sources/" + target).path
            let names = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
            return names.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        }
        #expect(files.count > 50)
        let pattern = try Regex(#"environment\["([A-Z][A-Z0-9_]*)"\]"#)
        var names: Set<String> = []
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        #expect(names.contains("PHOTOMANIA_API"))
        for name in names.sorted() {
            #expect(environment.contains(Roff.text(name)), "\(name) is read but not in ENVIRONMENT")
        }
    }

    @Test func roffSpecialsAreEscaped() {
        #expect(Roff.text(".TH x") == "\\&.TH x")
        #expect(Roff.text("'quote") == "\\&'quote")
        #expect(Roff.text("a\\b") == "a\\eb")
        #expect(Roff.text("--page 2-5") == "\\-\\-page 2\\-5")
        #expect(Roff.text("a · b") == "a \\[u00B7] b")
        #expect(Roff.text("one\n.two") == "one\n\\&.two")
        #expect(Roff.argument("say \"hi\"") == "\"say \\(dqhi\\(dq\"")
        #expect(Roff.paragraphs("first\n\n\n.second") == [".PP", "first", ".PP", "\\&.second"])
    }

    /// No line of the page is a stray request: each one starting with `.` is a man(7) macro,
    /// a comment or one of the few plain requests man pages use, and no text line starts with `'`.
    @Test func everyRequestIsAManMacro() {
        let macros: Set<String> = [".TH", ".SH", ".SS", ".PP", ".TP", ".RS", ".RE", ".nf", ".fi", ".br", ".nh", ".ad", ".\\\""]
        for line in Self.page.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(!line.isEmpty, "an empty line is a blank-line request")
            #expect(!line.hasPrefix("'"))
            guard line.hasPrefix(".") else { continue }
            #expect(macros.contains(String(line.prefix { $0 != " " })), "\(line)")
        }
    }
}
