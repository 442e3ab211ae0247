import Foundation
import PhotomaniaKit

/// `download -` (standard input) and `download -i FILE`: photos listed one a line, by id or by
/// photo page URL. Blank lines and lines starting with `#` are skipped; a line that names no
/// photo is reported with its number and the others go on.
struct InputList: Sendable {
    enum Source: Sendable, Equatable {
        case standardInput
        case file(String)

        /// How a report names it: `stdin`, or the path as given.
        var name: String {
            switch self {
            case .standardInput: "stdin"
            case .file(let path): path
            }
        }
    }

    /// A line that names no photo: its number and why.
    struct Problem: Sendable, Equatable {
        let line: Int
        let reason: String
    }

    let ids: [PhotoID]
    let problems: [Problem]

    /// The most a list may hold: about a million lines of ids.
    static let maxBytes = 64 << 20

    static let inputFile: Option<String?> = .text(
        "input-file", "FILE", short: "i", help: "Also download the photos FILE lists, one id or photo page URL a line ('-' for standard input; # comments)"
    )

    /// The lines of `text`, each read as `download` reads a photo argument.
    init(parsing text: String, _ parsed: ParsedCommandLine) {
        var ids: [PhotoID] = []
        var problems: [Problem] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let entry = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !entry.isEmpty, !entry.hasPrefix("#") else { continue }
            do {
                ids.append(try PageArguments.photoID(entry, parsed))
            } catch {
                problems.append(Problem(line: index + 1, reason: error.message))
            }
        }
        self.ids = ids
        self.problems = problems
    }

    /// Reads `source` whole, off the cooperative pool.
    static func read(_ source: Source, _ parsed: ParsedCommandLine) async throws -> InputList {
        let bytes: [UInt8]
        switch source {
        case .standardInput:
            guard let read = await TerminalPrompt.standardInput(upTo: maxBytes) else { throw CancellationError() }
            bytes = read
        case .file(let path):
            bytes = try await BlockingWork.run { () throws(CommandFailure) -> [UInt8] in
                guard let handle = FileHandle(forReadingAtPath: path) else {
                    throw CommandFailure(message: "cannot read the input list \(path.echoed): \(String(cString: strerror(errno)).lowercased())", hint: "give a file of photo ids or photo page URLs, one a line", exitCode: .usage)
                }
                defer { try? handle.close() }
                return Array((try? handle.read(upToCount: maxBytes + 1)) ?? Data())
            }
        }
        guard bytes.count <= maxBytes else {
            throw CommandFailure(message: "the input list \(source.name) is over \(maxBytes >> 20) MiB", hint: "split it into smaller lists", exitCode: .usage)
        }
        return InputList(parsing: String(decoding: bytes, as: UTF8.self), parsed)
    }
}

extension Factory {
    /// The photos of `arguments`' input list, if it has one, added to those it gives by id, and
    /// each bad line reported; how many lines were bad.
    func addInputList(to arguments: inout SelectionArguments) async throws -> Int {
        guard let source = arguments.inputList else { return 0 }
        let list = try await InputList.read(source, parsed)
        for problem in list.problems {
            let report = sanitizedForTerminal("\(source.name):\(problem.line): \(problem.reason); skipped", singleLine: true)
            console.standardError.write("photomania: \(report)\n")
        }
        guard case .ids(let given) = arguments.selection, !(given + list.ids).isEmpty else {
            throw CommandFailure(message: "the input list \(source.name) names no photos", hint: "one photo id or photo page URL a line; # starts a comment", exitCode: .usage)
        }
        arguments.selection = .ids(given + list.ids)
        return list.problems.count
    }
}
