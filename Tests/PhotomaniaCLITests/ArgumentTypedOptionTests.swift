import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// Options and arguments declared once as typed values (issue 22, item 4): read through the
/// declaration, converted by it, with the same errors the parser's other checks give.
@Suite("arguments: typed options")
struct ArgumentTypedOptionTests {
    enum Fake {
        static let force: Option<Bool> = .flag("force", short: "f", help: "Again")
        static let title: Option<String?> = .text("title", "TEXT", help: "A title")
        static let rpp: Option<Int?> = .number("rpp", help: "Per page", in: 1...100)
        static let sizes: Option<[ImageSize]> = .repeatable(
            "size", "SIZE", help: "A size", known: ["large", "small"], expected: "a size such as large", as: ImageSize.init(argument:)
        )
        static let shape = ValueShape("digits") { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
        static let count: Option<Int??> = .optionalValue("count", "N", shape: shape, help: "Count, or how many") { $0.flatMap { Int($0) } }
        static let output: Option<PathArgument?> = .folder("output", short: "o", help: "Where")
        static let ids: Argument<[Int]> = .numbers("ID", minimum: 0, help: "Ids", in: 1...)

        static let command = CommandSpec(
            "run", summary: "Run", options: [force.spec, title.spec, rpp.spec, sizes.spec, count.spec, output.spec], positionals: [ids.spec]
        )
        static let spec = CommandLineSpec(program: "photomania", version: "1", summary: "s", commands: [command])

        static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
            try spec.parse(arguments)
        }
    }

    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? UsageError)?.message ?? "\(error)"
        }
    }

    @Test func eachKindReadsItsType() throws {
        let parsed = try Fake.parse(["run", "-f", "--title", "Dusk", "--rpp", "50", "--size", "large", "--size=2048", "7", "9"])
        #expect(parsed[Fake.force])
        #expect(try parsed[Fake.title] == "Dusk")
        #expect(try parsed[Fake.rpp] == 50)
        #expect(try parsed[Fake.sizes] == [.large, ImageSize(rawValue: 2048)])
        #expect(try parsed[Fake.ids] == [7, 9])
        #expect(try parsed[Fake.count] == nil, "not given")

        let bare = try Fake.parse(["run"])
        #expect(!bare[Fake.force])
        #expect(try bare[Fake.title] == nil && bare[Fake.rpp] == nil && bare[Fake.sizes] == [] && bare[Fake.ids] == [])
    }

    @Test func aValueThatDoesNotConvertIsTheUsualUsageError() throws {
        #expect(message { _ = try Fake.parse(["run", "--rpp", "abc"])[Fake.rpp] } == "'--rpp' must be a whole number from 1 to 100, not 'abc'")
        #expect(message { _ = try Fake.parse(["run", "--size", "lareg"])[Fake.sizes] } == "'--size' must be a size such as large, not 'lareg'")
        #expect(message { _ = try Fake.parse(["run", "4", "x5"])[Fake.ids] } == "ID must be a whole number of at least 1, not 'x5'")
        do {
            _ = try Fake.parse(["run", "--size", "lareg"])[Fake.sizes]
            Issue.record("expected a usage error")
        } catch {
            #expect(error.hint == "did you mean 'large'? See 'photomania run --help'.")
        }
    }

    @Test func theOptionalValueTakesOnlyAWordOfItsShape() throws {
        let withNumber = try Fake.parse(["run", "--count", "3"])
        #expect(try withNumber[Fake.count] == .some(3))
        #expect(try withNumber[Fake.ids] == [])
        let alone = try Fake.parse(["run", "--count", "4x"])
        #expect(try alone[Fake.count] == .some(nil), "given, without a value")
        #expect(message { _ = try alone[Fake.ids] } == "ID must be a whole number of at least 1, not '4x'", "the word was left as an argument")
        #expect(try Fake.parse(["run", "--count=12"])[Fake.count] == .some(12))
    }

    @Test func anotherHelpReadsTheSameOption() throws {
        let shown = Fake.rpp.withHelp("Items a page")
        #expect(shown.spec.help == "Items a page")
        #expect(shown.spec.name == "rpp" && shown.spec.valueName == "N")
        let parsed = try Fake.parse(["run", "--rpp", "9"])
        #expect(try parsed[shown] == 9)
        #expect(message { _ = try Fake.parse(["run", "--rpp", "0"])[shown] } == "'--rpp' must be a whole number from 1 to 100, not '0'")
    }

    @Test func aFolderOptionRefusesAnEmptyPathAndKeepsTheBytes() throws {
        #expect(message { _ = try Fake.parse(["run", "-o", ""])[Fake.output] } == "'--output' is empty: it names no folder")
        let raw = RawArguments.decode(Array("caf".utf8) + [0xE9])
        let given = try #require(try Fake.parse(["run", "-o", raw])[Fake.output])
        #expect(given.text == "caf\u{FFFD}")
        #expect(RawArguments.bytes(of: given.exact) == Array("caf".utf8) + [0xE9])
    }

    /// The real command line: `Settings` reads the global options through their declarations.
    @Test func theGlobalOptionsAreReadTyped() throws {
        let parsed = try PhotomaniaCommandLine.spec.parse(["--timeout", "2.5", "--limit-rate", "2k", "-q", "--images", "none", "whoami"])
        let settings = try Settings.resolve(parsed, environment: ["HOME": "/nonexistent-photomania-test"])
        #expect(settings.transport.requestTimeout == 2.5)
        #expect(settings.transport.receiveRateLimit?.bytesPerSecond == 2048)
        #expect(settings.quiet && !settings.verbose)
        #expect(settings.images == ImageProtocol.none)
        #expect(GlobalOptions.specs == PhotomaniaCommandLine.spec.globalOptions)
    }
}
