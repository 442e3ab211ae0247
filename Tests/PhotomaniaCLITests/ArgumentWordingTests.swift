import Testing

@testable import PhotomaniaCLI

/// The wording of the real command line's help and hints: each note once, each sentence ended.
@Suite struct ArgumentWordingTests {
    @Test func aRepeatableOptionSaysSoOnce() {
        let spec = PhotomaniaCommandLine.spec
        for command in spec.commands {
            let help = spec.helpText(for: command, width: 200)
            #expect(!help.contains("(repeatable) (repeatable)"), "\(command.name)")
            for option in command.options where option.kind == .repeatable {
                let line = help.split(separator: "\n").first { $0.contains(option.longForm + " ") }
                #expect(line?.components(separatedBy: "(repeatable)").count == 2, "\(command.name) \(option.longForm): \(line ?? "")")
            }
        }
    }

    @Test func anOptionWhoseOwnHelpSaysRepeatableIsNotToldAgain() {
        let spec = CommandLineSpec(program: "tool", version: "1", summary: "A tool", commands: [
            CommandSpec("run", summary: "Run", options: [
                .repeatable("tag", "T", help: "A tag (repeatable)"), .repeatable("only", "NAME", help: "Only this"),
            ]),
        ])
        let help = spec.helpText(for: spec.commands[0], width: 100)
        #expect(help.contains("  --tag T      A tag (repeatable)\n"), "\(help)")
        #expect(help.contains("  --only NAME  Only this (repeatable)\n"), "the formatter adds it where the text does not say it")
        #expect(help.components(separatedBy: "(repeatable)").count == 3)
    }

    @Test func aCommandsHintEndsItsSentenceBeforeTheHelpPointer() async {
        let result = await photomania(["photo", "abc"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("as in the first column of 'photomania photos', or a photo page URL. See 'photomania photo --help'."), "\(result.standardError)")
    }

    @Test func everyHintIsSentencesEndedBeforeSee() async throws {
        let parsed = try parse(arguments: ["photos"], spec: PhotomaniaCommandLine.spec)
        for hint in ["use --sort", "Use --sort.", "really?", "e.g. 'photomania photos'"] {
            let error = parsed.usageError("message", hint: hint)
            #expect(error.hint.hasSuffix(" See 'photomania photos --help'."))
            let before = error.hint.dropLast(" See 'photomania photos --help'.".count)
            #expect([".", "?", "!"].contains(before.last), "\(error.hint)")
            #expect(!before.hasSuffix(".."))
        }
    }

    @Test func everyCommandsUsageHintReadsAsSentences() async {
        let runs = [
            ["download"], ["browse", "--feature", "user"], ["search", ""], ["archive", "import"], ["serve", "--faults", "nonsense"],
        ]
        for arguments in runs {
            let result = await photomania(arguments)
            #expect(result.status == 2, "\(arguments)")
            let hint = result.standardError.split(separator: "\n").first { $0.hasPrefix("hint: ") } ?? ""
            #expect(hint.range(of: #"[^.?!] See '"#, options: .regularExpression) == nil, "\(arguments): \(hint)")
            #expect(hint.components(separatedBy: "--help").count <= 2, "one pointer to the help: \(hint)")
        }
    }
}
