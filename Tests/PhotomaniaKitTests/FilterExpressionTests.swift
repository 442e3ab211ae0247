import Foundation
import PhotomaniaKit
import Testing

/// `--filter`'s little language: what it keeps of real photos, and where it says a mistake is.
@Suite("FilterExpression: comparisons, && || ! and parentheses, errors at their spot")
struct FilterExpressionTests {
    static let day: TimeInterval = 86_400
    /// 2024-05-01T00:00:00Z.
    static let mayFirst = Date(timeIntervalSince1970: 1_714_521_600)

    static let dusk = Photo(
        id: PhotoID(1006721), service: .fiveHundredPx, name: "Embrace at Dusk", description: "Two figures on the quay", timesViewed: 5230, rating: 87.5,
        createdAt: mayFirst.addingTimeInterval(3_600), takenAt: mayFirst.addingTimeInterval(-day / 2), category: .id(8),
        width: 2048, height: 1365, votesCount: 41, commentsCount: 3, nsfw: false, licenseType: License.fiveHundredPx(4),
        tags: ["Lisbon", "sunset", "river"], user: User(id: UserID(15000), username: "jose_alvarez")
    )
    static let peak = Photo(
        id: PhotoID(1000344), service: .fiveHundredPx, name: "Broken Peak", timesViewed: 12, createdAt: mayFirst.addingTimeInterval(-10 * day),
        width: 900, height: 1350, nsfw: true, tags: ["alps"]
    )

    func keeps(_ text: String) throws -> [String] {
        let filter = try FilterExpression(parsing: text)
        return [Self.dusk, Self.peak].filter { filter.matches($0) }.map(\.id.text)
    }

    @Test func textComparesIgnoringCaseAndTildeIsContains() throws {
        #expect(try keeps("title == 'embrace at dusk'") == ["1006721"])
        #expect(try keeps("title ~ PEAK") == ["1000344"])
        #expect(try keeps("title !~ peak") == ["1006721"])
        #expect(try keeps("user == jose_alvarez") == ["1006721"])
        #expect(try keeps("user_id == 15000") == ["1006721"])
        #expect(try keeps("license ~ attribution") == ["1006721"])
    }

    @Test func tildeOnTagsIsHasThisTag() throws {
        #expect(try keeps("tags ~ Sunset") == ["1006721"])
        #expect(try keeps("tags ~ sun") == [], "a tag is matched whole, not in part")
        #expect(try keeps("tags !~ sunset") == ["1000344"])
    }

    @Test func numbersTakeEveryOrder() throws {
        #expect(try keeps("width >= 2048") == ["1006721"])
        #expect(try keeps("width > 2048") == [])
        #expect(try keeps("views < 100") == ["1000344"])
        #expect(try keeps("rating == 87.5") == ["1006721"])
        #expect(try keeps("height != 1365") == ["1000344"])
    }

    @Test func aDateIsAWholeDayInUTC() throws {
        #expect(try keeps("created == 2024-05-01") == ["1006721"])
        #expect(try keeps("created >= 2024-05-01") == ["1006721"])
        #expect(try keeps("created > 2024-05-01") == [], "after the day means from the next one")
        #expect(try keeps("created < 2024-05-01") == ["1000344"])
        #expect(try keeps("taken <= 2024-04-30") == ["1006721"])
    }

    @Test func andBindsTighterThanOrAndParenthesesGroup() throws {
        #expect(try keeps("nsfw || width > 2000 && views > 10000") == ["1000344"])
        #expect(try keeps("(nsfw || width > 2000) && views > 1000") == ["1006721"])
        #expect(try keeps("!nsfw && !(tags ~ alps)") == ["1006721"])
        #expect(try keeps("nsfw == false") == ["1006721"])
        #expect(try keeps("nsfw=true") == ["1000344"], "a lone = reads as ==, spaces are optional")
    }

    @Test func aFieldTheServiceDoesNotGiveMatchesNoComparison() throws {
        #expect(try keeps("taken < 2030-01-01") == ["1006721"], "the peak has no taken date")
        #expect(try keeps("!(taken < 2030-01-01)") == ["1000344"])
        #expect(try keeps("description ~ quay") == ["1006721"])
    }

    @Test func mistakesSayWhatAndWhere() {
        func error(_ text: String) -> FilterSyntaxError? {
            do {
                _ = try FilterExpression(parsing: text)
                return nil
            } catch {
                return error
            }
        }
        let typo = error("widht > 1000")
        #expect(typo?.problem == .unknownField("widht"))
        #expect(typo?.offset == 0 && typo?.length == 5)
        #expect(error("width > big")?.description == "'width' is a number, and 'big' is not")
        #expect(error("width > big")?.offset == 8)
        #expect(error("taken > 2024-02-30")?.description == "'taken' is a date like 2024-05-01, and '2024-02-30' is not")
        #expect(error("tags > 3")?.description == "'>' does not apply to 'tags', which is a list of tags")
        #expect(error("width ~ 3")?.offset == 6)
        #expect(error("title")?.description == "'title' alone is no test: compare it, e.g. 'title == …'")
        #expect(error("(nsfw")?.description == "expected ')', found the end")
        #expect(error("(nsfw")?.offset == 5)
        #expect(error("nsfw views > 1")?.description == "expected '&&', '||' or the end, found 'views'")
        #expect(error("title == 'open")?.problem == .unterminatedText)
        #expect(error("  ")?.problem == .empty)
        #expect(error("width > ")?.description == "expected a value, found the end")
        #expect(error("nsfw & views > 1")?.offset == 5)
    }

    @Test func theFieldsItReadsAreKnown() throws {
        let filter = try FilterExpression(parsing: "tags ~ a || !(width > 3 && nsfw)")
        #expect(filter.fields == [.tags, .width, .nsfw])
    }
}

@Suite struct FilterLowerBoundTests {
    private func bound(_ text: String) throws -> String? {
        try FilterExpression(parsing: text).lowerBound(of: .created).map { $0.formatted(.iso8601.year().month().day()) }
    }

    @Test func aLowerBoundOnCreatedIsFoundThroughAnd() throws {
        #expect(try bound("created >= 2024-05-01") == "2024-05-01")
        #expect(try bound("created > 2024-05-01") == "2024-05-02", "after the whole day")
        #expect(try bound("width > 10 && created >= 2024-05-01 && created >= 2024-06-01") == "2024-06-01", "the later bound wins")
        #expect(try bound("created == 2024-05-01") == "2024-05-01")
    }

    @Test func noBoundWhereAnOrANotOrAnotherFieldHidesIt() throws {
        #expect(try bound("created >= 2024-05-01 || width > 10") == nil)
        #expect(try bound("!(created < 2024-05-01)") == nil)
        #expect(try bound("taken >= 2024-05-01") == nil)
        #expect(try bound("created < 2024-05-01") == nil)
    }
}
