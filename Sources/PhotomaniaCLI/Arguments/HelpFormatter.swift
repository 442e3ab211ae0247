/// Help text generated from the declarations, in aligned columns wrapped to a width.
struct HelpFormatter {
    let spec: CommandLineSpec
    let width: Int

    private var program: String { spec.program }

    func overview() -> String {
        var blocks = [
            wrapped(spec.summary, indent: 0),
            "Usage: \(program) COMMAND [options]",
            "Commands:\n" + rows(spec.commands.map { ($0.name, $0.summary + subcommandList($0)) }),
            "Global options:\n" + optionRows(spec.allGlobalOptions),
        ]
        blocks += spec.sections.map(block)
        blocks.append(wrapped("Run '\(program) COMMAND --help' for a command's options.", indent: 0))
        return blocks.joined(separator: "\n\n")
    }

    /// The help of a command, or of a subcommand when `path` is a group and one of its commands.
    func help(for path: [CommandSpec]) -> String {
        guard let command = path.last else { return overview() }
        let invocation = ([program] + path.map(\.name)).joined(separator: " ")
        let usageLines = command.usageLines
        var blocks = [
            wrapped(command.summary, indent: 0),
            usageLines.enumerated()
                .map { ($0.offset == 0 ? "Usage: " : "       ") + "\(invocation) \($0.element)" }
                .joined(separator: "\n"),
        ]
        if !command.discussion.isEmpty {
            blocks.append(wrapped(command.discussion, indent: 0))
        }
        blocks += command.sections.map(block)
        if !command.subcommands.isEmpty {
            blocks.append("Commands:\n" + rows(command.subcommands.map { ($0.name, $0.summary) }))
        }
        if !command.positionals.isEmpty {
            blocks.append("Arguments:\n" + rows(command.positionals.map { ($0.name, describe($0)) }))
        }
        if !command.options.isEmpty {
            blocks.append("Options:\n" + optionRows(command.options))
        }
        if !command.examples.isEmpty {
            blocks.append("Examples:\n" + command.examples.map { "  " + $0 }.joined(separator: "\n"))
        }
        var closing = "Global options also apply; see '\(program) --help'."
        if !command.subcommands.isEmpty { closing = "Run '\(invocation) COMMAND --help' for a command's options. " + closing }
        blocks.append(wrapped(closing, indent: 0))
        return blocks.joined(separator: "\n\n")
    }

    /// ` (list, verify, import)` after a group's summary in the command list; empty for a command.
    private func subcommandList(_ command: CommandSpec) -> String {
        command.subcommands.isEmpty ? "" : " (" + command.subcommands.map(\.name).joined(separator: ", ") + ")"
    }

    private func block(_ section: HelpSection) -> String {
        let body = section.rows.isEmpty
            ? wrapped(section.text, indent: 2)
            : rows(section.rows.map { ($0.term, $0.text) })
        return "\(section.title):\n\(body)"
    }

    private func optionRows(_ options: [OptionSpec]) -> String {
        let anyShort = options.contains { $0.short != nil }
        return rows(options.map { option in
            let short = option.short.map { "-\($0), " } ?? (anyShort ? "    " : "")
            let value = option.takesValue ? " \(option.valueName)" : ""
            return (short + option.longForm + value, describe(option))
        })
    }

    private func describe(_ option: OptionSpec) -> String {
        var text = option.help
        // Said once, even when the option's own help already says it.
        if option.kind == .repeatable, !text.contains("(repeatable)") { text += " (repeatable)" }
        if !option.choices.isEmpty { text += " (one of: \(option.choices.joined(separator: ", ")))" }
        return text
    }

    private func describe(_ positional: PositionalSpec) -> String {
        guard !positional.choices.isEmpty else { return positional.help }
        return positional.help + " (one of: \(positional.choices.joined(separator: ", ")))"
    }

    /// Two columns: terms indented by two, texts aligned after the widest term (up to a
    /// limit; a longer term puts its text on the next line) and wrapped to the width.
    private func rows(_ rows: [(term: String, text: String)]) -> String {
        let indent = 2
        let termLimit = max(8, min(28, width * 2 / 5))
        let termWidth = min(termLimit, rows.map { displayWidth(of: $0.term) }.max() ?? 0)
        let textColumn = indent + termWidth + 2
        let textWidth = max(20, width - textColumn)
        let margin = String(repeating: " ", count: textColumn)
        var lines: [String] = []
        for row in rows {
            var textLines = wrap(row.text, toWidth: textWidth)
            let term = String(repeating: " ", count: indent) + row.term
            if displayWidth(of: row.term) > termWidth {
                lines.append(term)
            } else {
                let first = textLines.isEmpty ? "" : textLines.removeFirst()
                lines.append(pad(term, toWidth: textColumn) + first)
            }
            lines += textLines.map { margin + $0 }
        }
        return lines.map(trimmingTrailingSpaces).joined(separator: "\n")
    }

    private func wrapped(_ text: String, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        return wrap(text, toWidth: max(20, width - indent)).map { margin + $0 }.joined(separator: "\n")
    }

    private func trimmingTrailingSpaces(_ line: String) -> String {
        guard let last = line.lastIndex(where: { $0 != " " }) else { return "" }
        return String(line[...last])
    }
}

extension CommandLineSpec {
    /// The overview help, or the help of one command, wrapped to `width` columns.
    public func helpText(for command: CommandSpec? = nil, width: Int = 80) -> String {
        helpText(forPath: command.map { [$0] } ?? [], width: width)
    }

    /// The help of a command, or of a group's subcommand (`[archive, import]`); the overview
    /// for an empty path.
    public func helpText(forPath path: [CommandSpec], width: Int = 80) -> String {
        HelpFormatter(spec: self, width: width).help(for: path)
    }
}

extension ParsedCommandLine {
    /// What to print for a `.help` request: the command's help, or the overview.
    public func helpText(width: Int = 80) -> String {
        spec.helpText(forPath: commandPath, width: width)
    }
}
