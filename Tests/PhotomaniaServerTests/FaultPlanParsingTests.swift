import Testing
@testable import PhotomaniaServer

@Suite("FaultPlan: spec grammar")
struct FaultPlanParsingTests {
    @Test func parsesRulesMatchersAndActions() throws {
        let plan = try FaultPlan(parsing: " path=/images/*+first=2 : status=503, retry-after=1 ; path=/v1/photos&every=3:delay=0.5;close ")
        #expect(plan.rules == [
            FaultRule(matchers: [.path("/images/*"), .first(2)], actions: [.status(503), .retryAfter(seconds: 1)]),
            FaultRule(matchers: [.path("/v1/photos"), .every(3)], actions: [.delay(seconds: 0.5)]),
            FaultRule(actions: [.close]),
        ])
    }

    @Test func parsesEveryAction() throws {
        let spec = "status=429,retry-after-date=5,truncate=0.25,rate=1000,content-type=text/plain,disposition=inline,corrupt;"
            + "html;malformed;redirect=http://127.0.0.1:1/x?a=1&b=2;redirect-loop;stall;stall=0;stall-headers;truncate=10;gzip"
        let plan = try FaultPlan(parsing: spec)
        #expect(plan.rules.map(\.actions) == [
            [.status(429), .retryAfterDate(seconds: 5), .truncate(.fraction(0.25)), .rate(bytesPerSecond: 1000),
             .contentType("text/plain"), .disposition("inline"), .corrupt],
            [.html], [.malformed], [.redirect("http://127.0.0.1:1/x?a=1&b=2")], [.redirectLoop],
            [.stall(.fraction(0.5))], [.stall(.bytes(0))], [.stallHeaders], [.truncate(.bytes(10))], [.gzip],
        ])
        #expect(plan.rules.allSatisfy { $0.matchers.isEmpty })
    }

    @Test func anEmptySpecIsAnEmptyPlan() throws {
        #expect(try FaultPlan(parsing: "").isEmpty)
        #expect(try FaultPlan(parsing: " ; ").isEmpty)
        #expect(FaultPlan().description == "")
    }

    @Test func percentEscapesCarrySeparatorsInValues() throws {
        let plan = try FaultPlan(parsing: "path=/a%3Ab*:disposition=attachment%3B filename=\"..%2F..%2Fx%2Cy.jpg\"")
        #expect(plan.rules[0].matchers == [.path("/a:b*")])
        #expect(plan.rules[0].actions == [.disposition("attachment; filename=\"../../x,y.jpg\"")])
    }

    @Test(arguments: [
        "path=/images/*+first=2:status=503,retry-after=1; path=/v1/photos&every=3:delay=0.5; close",
        "truncate=0.5; truncate=1.0; truncate=0; truncate=1; stall; stall=12; stall-headers",
        "path=/x:rate=10000,delay=2,content-type=image/jpeg,disposition=attachment%3B filename=\"a%2C b.jpg\"",
        "redirect=http://127.0.0.1:9/a%25b?c=d&e=f; redirect-loop,status=301; html,status=503; malformed; corrupt; gzip,truncate=0.5",
        "path=/odd%3Aname%2B%26more*+first=3:retry-after-date=60",
        "method=flickr.photosets.getPhotos:query=extras=url_m%2Curl_o; query=extras=; query=a%3Db=c=d",
        "disposition=%0D%0AX-Injected: 1; content-type=  spaced  ",
        // Found by `make fuzz`: a combining mark after a reserved character made one Character
        // of the two, which was then printed unescaped.
        "disposition=a%25\u{05BD}b%20c; path=/x%3B\u{0301}%20*:content-type=%2C\u{20DD}%20",
    ])
    func descriptionRoundTrips(spec: String) throws {
        let plan = try FaultPlan(parsing: spec)
        #expect(try FaultPlan(parsing: plan.description) == plan)
    }

    @Test func descriptionIsCanonical() throws {
        let plan = try FaultPlan(parsing: "path=/a & first=1 : status=500 ; stall")
        #expect(plan.description == "path=/a+first=1:status=500; stall=0.5")
    }

    @Test(arguments: [
        ("stal", "stal"),
        ("path=/x:stal", "stal"),
        ("status=abc", "status=abc"),
        ("status=99", "status=99"),
        ("status=600", "status=600"),
        ("status", "status"),
        ("path=/x:", "path=/x:"),
        ("every=0:close", "every=0"),
        ("first=-1:close", "first=-1"),
        ("truncate=1.5", "truncate=1.5"),
        ("truncate=-3", "truncate=-3"),
        ("truncate=5,stall", "stall"),
        ("html,malformed", "malformed"),
        ("status=500,status=502", "status=502"),
        ("close=1", "close=1"),
        ("rate=0", "rate=0"),
        ("delay=soon", "delay=soon"),
        ("redirect=%ZZ", "redirect=%ZZ"),
        ("path=%E2:close", "path=%E2"),
        ("ok;nonsense", "ok"),
        ("query=extras", "query=extras"),
        ("query==url_m", "query==url_m"),
    ])
    func errorsNameTheBadToken(spec: String, token: String) {
        #expect {
            try FaultPlan(parsing: spec)
        } throws: { error in
            guard let error = error as? FaultPlanError else { return false }
            return error.token == token && error.description.contains("\"\(token)\"")
        }
    }

    @Test func errorsAreSentences() {
        let error = FaultPlanError(token: "stal", problem: "unknown action")
        #expect(error.description == "Bad fault spec at \"stal\": unknown action.")
    }
}
