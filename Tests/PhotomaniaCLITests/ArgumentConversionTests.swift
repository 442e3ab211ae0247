import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

@Suite struct ArgumentConversionTests {
    private func conversionError(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? UsageError)?.message ?? "\(error)"
        }
    }

    @Test func wholeNumbersInRange() throws {
        let parsed = try FakeSpec.parse("photos --rpp 50 --page 3")
        #expect(try parsed[FakeKeys.number("rpp", in: 1...100)] == 50)
        #expect(try parsed[FakeKeys.number("page", in: 1...)] == 3)
        #expect(try parsed[FakeKeys.number("page")] == 3)
        #expect(try parsed[FakeKeys.number("sort")] == nil)
    }

    @Test func wholeNumberErrors() throws {
        let bad = try FakeSpec.parse("photos --rpp abc --page 0 --sort 12x")
        #expect(
            conversionError { _ = try bad[FakeKeys.number("rpp", in: 1...100)] }
                == "'--rpp' must be a whole number from 1 to 100, not 'abc'")
        #expect(
            conversionError { _ = try bad[FakeKeys.number("page", in: 1...)] } == "'--page' must be a whole number of at least 1, not '0'")
        #expect(conversionError { _ = try bad[FakeKeys.number("page", in: ...(-1))] } == "'--page' must be a whole number of at most -1, not '0'")
        #expect(conversionError { _ = try bad[FakeKeys.number("sort")] } == "'--sort' must be a whole number, not '12x'")
        #expect(
            conversionError { _ = try FakeSpec.parse("photos --rpp 101")[FakeKeys.number("rpp", in: 1...100)] }
                == "'--rpp' must be a whole number from 1 to 100, not '101'")
    }

    @Test func conversionErrorCarriesTheCommandHint() throws {
        let bad = try FakeSpec.parse("photos --rpp abc")
        do {
            _ = try bad[FakeKeys.number("rpp", in: 1...100)]
            Issue.record("expected a usage error")
        } catch {
            #expect(
                error.description == """
                    photomania: '--rpp' must be a whole number from 1 to 100, not 'abc'
                    hint: See 'photomania photos --help'.
                    """)
        }
    }

    @Test func positionalWholeNumbers() throws {
        #expect(try FakeSpec.parse("download 4 5")[FakeKeys.numbers("ID", in: 1...)] == [4, 5])
        #expect(try FakeSpec.parse("photo 77")[FakeKeys.numbers("ID", in: 1...)].first == 77)
        #expect(
            conversionError { _ = try FakeSpec.parse("download 4 x5")[FakeKeys.numbers("ID", in: 1...)] }
                == "ID must be a whole number of at least 1, not 'x5'")
    }

    @Test func pageRanges() throws {
        #expect(try FakeSpec.parse("photos --pages 2-5")[PagingOptions.pages] == PageRange(first: 2, last: 5))
        #expect(try FakeSpec.parse("photos --pages 3-")[PagingOptions.pages] == PageRange(first: 3, last: nil))
        #expect(try FakeSpec.parse("photos --pages 4")[PagingOptions.pages] == PageRange(first: 4, last: 4))
        #expect(try FakeSpec.parse("photos")[PagingOptions.pages] == nil)
        for bad in ["5-2", "0-3", "a-b", "-3", "2-x", "", "1-2-3"] {
            #expect(
                conversionError { _ = try FakeSpec.parse("photos --pages=\(bad)")[PagingOptions.pages] }
                    == "'--pages' must be a page range such as 2-5, 3- or 4, not '\(bad)'")
        }
    }

    @Test func pageRangeDescription() {
        let open = PageRange(first: 3, last: nil)
        #expect(open.description == "3-")
        #expect(PageRange(first: 2, last: 5).description == "2-5")
        #expect(PageRange(first: 4, last: 4).description == "4")
    }

    @Test func customConversionHook() throws {
        enum Size: Equatable, Sendable { case small, large }
        let size = Option<Size?>.value("size", "SIZE", help: "", expected: "a size ID or name such as 4 or large") { ["small": Size.small, "large": .large][$0] }
        #expect(try FakeSpec.parse("download --size large")[size] == .large)
        #expect(try FakeSpec.parse("download")[size] == nil)
        #expect(
            conversionError { _ = try FakeSpec.parse("download --size huge")[size] }
                == "'--size' must be a size ID or name such as 4 or large, not 'huge'")
        let uppercased = Option<[String]>.repeatable("category", "NAME", help: "", expected: "") { $0.uppercased() }
        #expect(try FakeSpec.parse("photos --category a --category b")[uppercased] == ["A", "B"])
    }
}
