import Foundation
import Testing
@testable import PhotomaniaKit

@Suite("HTTP cache rules")
struct HTTPCacheRulesTests {
    /// `Sun, 06 Nov 1994 08:49:37 GMT`, the RFC's example date.
    static let received = Date(timeIntervalSince1970: 784_111_777)
    static let receivedText = "Sun, 06 Nov 1994 08:49:37 GMT"
    static let hourLaterText = "Sun, 06 Nov 1994 09:49:37 GMT"
    static let hourEarlierText = "Sun, 06 Nov 1994 07:49:37 GMT"

    private func headers(_ fields: (String, String)...) -> HTTPHeaders {
        HTTPHeaders(fields.map { (name: $0.0, value: $0.1) })
    }

    private func fresh(_ headers: HTTPHeaders, after seconds: TimeInterval) -> Bool {
        let received = Self.received
        return HTTPCacheRules.isFresh(headers: headers, requestTime: received, responseTime: received, now: received + seconds)
    }

    // MARK: Cache-Control

    @Test func parsesMaxAgeTogetherWithNoCache() {
        let directives = CacheControl("max-age=60, no-cache")
        #expect(directives.maxAge == 60 && directives.noCache)
        #expect(!directives.noStore && !directives.mustRevalidate && !directives.isPrivate && !directives.isPublic)
    }

    @Test func namesAreCaseInsensitiveAndValuesMayBeQuoted() {
        let directives = CacheControl(#"MAX-AGE="30", Must-Revalidate, PRIVATE, Public, No-Store"#)
        #expect(directives.maxAge == 30)
        #expect(directives.mustRevalidate && directives.isPrivate && directives.isPublic && directives.noStore)
    }

    @Test(arguments: ["max-age=abc", "max-age=", "max-age", "max-age=-5", "max-age=+5", "max-age=1.5", #"max-age="""#, "max-age=6 0"])
    func invalidMaxAgeMeansStale(field: String) {
        #expect(CacheControl(field).maxAge == 0)
    }

    @Test func conflictingMaxAgesMeanStaleButRepeatedOnesAgree() {
        #expect(CacheControl("max-age=60, max-age=30").maxAge == 0)
        #expect(CacheControl("max-age=60, max-age=abc").maxAge == 0)
        #expect(CacheControl(#"max-age=60, MAX-AGE="60""#).maxAge == 60)
    }

    @Test func hugeMaxAgeIsClampedToTwoToTheThirtyFirst() {
        #expect(CacheControl("max-age=99999999999999999999999").maxAge == 2_147_483_648)
        #expect(CacheControl("max-age=3000000000").maxAge == 2_147_483_648)
    }

    @Test func toleratesWhitespaceEmptyMembersAndUnknownDirectives() {
        let directives = CacheControl(#" , ,max-age = 10 ,,\#tfoo=bar, stale-while-revalidate=5, ext="a,no-store" "#)
        #expect(directives == { var expected = CacheControl(nil); expected.maxAge = 10; return expected }())
    }

    @Test func quotedValuesMayHoldCommasAndEscapes() {
        let directives = CacheControl(#"no-cache="set-cookie, x-private", private="x\"y, z", max-age=5"#)
        #expect(directives.noCache && directives.isPrivate && directives.maxAge == 5)
        #expect(!directives.noStore)
    }

    @Test func emptyOrMissingFieldHasNoDirectives() {
        #expect(CacheControl(nil) == CacheControl(""))
        #expect(CacheControl(nil).maxAge == nil && !CacheControl(nil).noCache)
        #expect(CacheControl(" , ").maxAge == nil)
    }

    @Test func readsEveryCacheControlLine() {
        let directives = CacheControl(headers: headers(("Cache-Control", "max-age=60"), ("ETag", "\"a\""), ("cache-control", "no-store")))
        #expect(directives.maxAge == 60 && directives.noStore)
        #expect(CacheControl(headers: headers(("Cache-Control", "max-age=60"), ("CACHE-CONTROL", "max-age=30"))).maxAge == 0)
    }

    // MARK: Storability

    @Test func storesAPlain200() {
        #expect(HTTPCacheRules.isStorable(statusCode: 200, headers: headers(("Content-Type", "application/json"))))
        #expect(HTTPCacheRules.isStorable(statusCode: 200, headers: headers(("Vary", "Accept"), ("Cache-Control", "no-cache"))))
    }

    @Test(arguments: [203, 204, 206, 300, 301, 304, 404, 410, 500, 503])
    func storesNoOtherStatus(code: Int) {
        #expect(!HTTPCacheRules.isStorable(statusCode: code, headers: headers(("Cache-Control", "max-age=600"))))
    }

    @Test func refusesNoStoreAndVaryStar() {
        #expect(!HTTPCacheRules.isStorable(statusCode: 200, headers: headers(("Cache-Control", "max-age=60, no-store"))))
        #expect(!HTTPCacheRules.isStorable(statusCode: 200, headers: headers(("Cache-Control", "max-age=60"), ("Cache-Control", "NO-STORE"))))
        #expect(!HTTPCacheRules.isStorable(statusCode: 200, headers: headers(("Vary", "*"))))
        #expect(!HTTPCacheRules.isStorable(statusCode: 200, headers: headers(("Vary", "Accept"), ("vary", " * "))))
    }

    // MARK: Freshness lifetime

    @Test func maxAgeWinsOverExpires() {
        let response = headers(("Date", Self.receivedText), ("Expires", Self.hourLaterText), ("Cache-Control", "max-age=30"))
        #expect(HTTPCacheRules.freshnessLifetime(headers: response, responseTime: Self.received) == 30)
    }

    @Test func expiresMinusDate() {
        let response = headers(("Date", Self.receivedText), ("Expires", Self.hourLaterText))
        #expect(HTTPCacheRules.freshnessLifetime(headers: response, responseTime: Self.received + 500) == 3600)
    }

    @Test func expiresWithoutDateCountsFromTheResponseTime() {
        let response = headers(("Expires", Self.hourLaterText))
        #expect(HTTPCacheRules.freshnessLifetime(headers: response, responseTime: Self.received + 600) == 3000)
        let badDate = headers(("Date", "yesterday"), ("Expires", Self.hourLaterText))
        #expect(HTTPCacheRules.freshnessLifetime(headers: badDate, responseTime: Self.received) == 3600)
    }

    @Test(arguments: ["0", "-1", "never", "", Self.hourEarlierText, Self.hourLaterText + ", " + Self.hourLaterText])
    func pastOrInvalidExpiresMeansStale(expires: String) {
        let response = headers(("Date", Self.receivedText), ("Expires", expires))
        #expect(HTTPCacheRules.freshnessLifetime(headers: response, responseTime: Self.received) == 0)
        #expect(!fresh(response, after: 0))
    }

    @Test func heuristicLifetimeWithoutExplicitExpiry() {
        let response = headers(("Date", Self.receivedText), ("Last-Modified", Self.hourEarlierText))
        #expect(HTTPCacheRules.freshnessLifetime(headers: response, responseTime: Self.received) == HTTPCacheRules.heuristicLifetime)
        #expect(fresh(response, after: 59) && !fresh(response, after: 61))
    }

    // MARK: Age

    @Test func currentAgeFollowsRFC9111() {
        // Sent at 0, received at 2 (response_delay 2), Date says 10 s before receipt, read 100 s later.
        let response = headers(("Date", Self.receivedText))
        let age = HTTPCacheRules.currentAge(headers: response, requestTime: Self.received + 8, responseTime: Self.received + 10, now: Self.received + 110)
        #expect(age == 110)
        let withAge = headers(("Date", Self.receivedText), ("Age", "30"))
        let older = HTTPCacheRules.currentAge(headers: withAge, requestTime: Self.received + 8, responseTime: Self.received + 10, now: Self.received + 110)
        #expect(older == 132)
    }

    @Test func dateAheadOfTheClockOrMissingGivesNoApparentAge() {
        let ahead = headers(("Date", Self.hourLaterText))
        #expect(HTTPCacheRules.currentAge(headers: ahead, requestTime: Self.received, responseTime: Self.received, now: Self.received + 5) == 5)
        #expect(HTTPCacheRules.currentAge(headers: headers(), requestTime: Self.received - 1, responseTime: Self.received, now: Self.received + 5) == 6)
    }

    @Test(arguments: ["abc", "-3", "5, 7", "1e3"])
    func invalidAgeCountsAsVeryOld(age: String) {
        let response = headers(("Cache-Control", "max-age=600"), ("Age", age))
        #expect(!fresh(response, after: 0))
    }

    @Test func ageHeaderShortensFreshness() {
        let response = headers(("Date", Self.receivedText), ("Cache-Control", "max-age=60"), ("Age", "50"))
        #expect(fresh(response, after: 9) && !fresh(response, after: 10))
    }

    // MARK: Freshness

    @Test func freshUntilTheLifetimeIsReached() {
        let response = headers(("Date", Self.receivedText), ("Cache-Control", "max-age=60"))
        #expect(fresh(response, after: 0) && fresh(response, after: 59.9))
        #expect(!fresh(response, after: 60) && !fresh(response, after: 3600))
    }

    @Test func noCacheIsNeverFresh() {
        #expect(!fresh(headers(("Cache-Control", "max-age=60, no-cache")), after: 0))
        #expect(!fresh(headers(("Cache-Control", "max-age=60"), ("Cache-Control", #"no-cache="Set-Cookie""#)), after: 0))
    }

    @Test func maxAgeZeroIsStaleAtOnce() {
        #expect(!fresh(headers(("Cache-Control", "max-age=0")), after: 0))
        #expect(!fresh(headers(("Cache-Control", "max-age=abc")), after: 0))
    }

    // MARK: Validators

    @Test func validatorsFromETagAndLastModified() {
        let both = HTTPCacheRules.validators(for: headers(("ETag", #"W/"v7""#), ("Last-Modified", Self.hourEarlierText)))
        #expect(both.map(\.name) == ["If-None-Match", "If-Modified-Since"])
        #expect(both.map(\.value) == [#"W/"v7""#, Self.hourEarlierText])
        let etagOnly = HTTPCacheRules.validators(for: headers(("etag", #" "abc" "#)))
        #expect(etagOnly.map(\.name) == ["If-None-Match"] && etagOnly.map(\.value) == [#""abc""#])
        #expect(HTTPCacheRules.validators(for: headers(("Last-Modified", Self.receivedText))).map(\.name) == ["If-Modified-Since"])
        #expect(HTTPCacheRules.validators(for: headers(("ETag", " "), ("Content-Type", "application/json"))).isEmpty)
    }

    // MARK: Vary

    @Test func varyNamesAreLoweredSortedAndDeduplicated() {
        #expect(HTTPCacheRules.varyNames(headers()) == [])
        #expect(HTTPCacheRules.varyNames(headers(("Vary", ""))) == [])
        let response = headers(("Vary", "Accept-Encoding, accept,,"), ("VARY", "ACCEPT ,Accept-Language"))
        #expect(HTTPCacheRules.varyNames(response) == ["accept", "accept-encoding", "accept-language"])
        #expect(HTTPCacheRules.varyNames(headers(("Vary", "Accept, *"))) == nil)
    }

    @Test func varyKeyJoinsNormalizedRequestValues() {
        let request = [(name: "Accept-Encoding", value: " gzip "), (name: "ACCEPT", value: "application/json"), (name: "X-Other", value: "1")]
        #expect(HTTPCacheRules.varyKey(names: ["accept", "accept-encoding"], requestHeaders: request) == "accept=application/json\naccept-encoding=gzip")
        #expect(HTTPCacheRules.varyKey(names: ["accept-language"], requestHeaders: request) == "accept-language=")
        #expect(HTTPCacheRules.varyKey(names: [], requestHeaders: request) == "")
    }

    @Test func varyKeyCollapsesWhitespaceAndJoinsRepeatedHeaders() {
        let spaced = [(name: "Accept", value: "\ttext/html,  \t application/json  ")]
        let plain = [(name: "accept", value: "text/html, application/json")]
        #expect(HTTPCacheRules.varyKey(names: ["accept"], requestHeaders: spaced) == HTTPCacheRules.varyKey(names: ["accept"], requestHeaders: plain))
        let repeated = [(name: "Accept", value: "text/html"), (name: "accept", value: "application/json")]
        #expect(HTTPCacheRules.varyKey(names: ["accept"], requestHeaders: repeated) == "accept=text/html, application/json")
        #expect(HTTPCacheRules.varyKey(names: ["accept"], requestHeaders: [(name: "Accept", value: "a\r\n b")]) == "accept=a b")
    }

    // MARK: 304 update

    @Test func notModifiedReplacesFieldsButKeepsTheBodyDescription() {
        let stored = headers(
            ("Content-Type", "application/json"), ("Content-Length", "512"), ("ETag", #""v1""#),
            ("Cache-Control", "max-age=60"), ("cache-control", "must-revalidate"), ("Content-Encoding", "gzip"), ("Date", Self.hourEarlierText))
        let notModified = headers(
            ("date", Self.receivedText), ("ETag", #""v2""#), ("Cache-Control", "max-age=120"),
            ("Content-Length", "0"), ("Content-Encoding", "identity"), ("Connection", "close"))
        let updated = HTTPCacheRules.updatedHeaders(stored: stored, notModified: notModified)
        #expect(updated["ETag"] == #""v2""# && updated["Date"] == Self.receivedText)
        #expect(updated.joinedValues(named: "Cache-Control") == "max-age=120")
        #expect(updated["Content-Length"] == "512" && updated["Content-Encoding"] == "gzip" && updated["Content-Type"] == "application/json")
        #expect(updated["Connection"] == nil)
        #expect(updated.fields.count == 6)
        #expect(HTTPCacheRules.freshnessLifetime(headers: updated, responseTime: Self.received) == 120)
    }

    @Test func emptyNotModifiedKeepsEverything() {
        let stored = headers(("ETag", #""v1""#), ("Content-Length", "3"))
        #expect(HTTPCacheRules.updatedHeaders(stored: stored, notModified: headers()) == stored)
    }
}
