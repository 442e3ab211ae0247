import Foundation
import Testing
@testable import PhotomaniaServer

/// `generator=search`: words matched against title, description and tags, `index` order, a
/// numeric `gsroffset`, and the 10,000-result depth.
@Suite struct CommonsSearchTests {
    let calls = CommonsCalls.standard

    private func search(_ term: String, limit: Int = 10, extra: [(String, String)] = []) throws -> [String: Any] {
        try calls.query([("generator", "search"), ("gsrsearch", term + " filetype:bitmap"), ("gsrnamespace", "6"), ("gsrlimit", String(limit))] + extra)
    }

    @Test func hitsCarryTheirIndexAndMatchEveryWord() throws {
        let noun = "Light"
        let answers = try calls.walk([("generator", "search"), ("gsrsearch", noun + " filetype:bitmap"), ("gsrnamespace", "6"), ("gsrlimit", "7")])
        let pages = answers.flatMap(CommonsCalls.pages)
        let files = CommonsIndex.of(calls.api.catalog).files
        let word = noun.lowercased()
        let expected = files.indices.filter { offset in
            let description = offset == 0 ? CommonsMetadata.hostileDescription : files[offset].description
            return files[offset].format.mediaType == "BITMAP"
                && (files[offset].name.lowercased().contains(word) || description.lowercased().contains(word)
                    || files[offset].tags.contains { $0.lowercased().contains(word) })
        }
        #expect(pages.count == expected.count && pages.count > 7)
        #expect(pages.compactMap { $0["index"] as? Int }.sorted() == Array(1...pages.count), "indexes 1…n across pages")
        for answer in answers { #expect(CommonsCalls.pages(answer).compactMap { $0["pageid"] as? Int } == CommonsCalls.pages(answer).compactMap { $0["pageid"] as? Int }.sorted()) }
        let next = try #require(answers[0]["continue"] as? [String: Any])
        #expect(next["gsroffset"] as? Int == 7 && next["continue"] as? String == "gsroffset||")
    }

    @Test func anOffsetStartsFurtherDown() throws {
        let all = CommonsCalls.pages(try search("light", limit: 30)).sorted { ($0["index"] as? Int ?? 0) < ($1["index"] as? Int ?? 0) }
        let later = CommonsCalls.pages(try search("light", limit: 5, extra: [("gsroffset", "10")])).sorted { ($0["index"] as? Int ?? 0) < ($1["index"] as? Int ?? 0) }
        #expect(later.compactMap { $0["index"] as? Int } == Array(11...15))
        #expect(later.compactMap { $0["pageid"] as? Int } == Array(all[10..<15]).compactMap { $0["pageid"] as? Int })
    }

    @Test func titleHitsRankFirst() throws {
        let files = CommonsIndex.of(calls.api.catalog).files
        let word = try #require(files.first { $0.name.hasPrefix("The ") }?.name.dropFirst(4).split(separator: " ").first).lowercased()
        let pages = CommonsCalls.pages(try search(word, limit: 500)).sorted { ($0["index"] as? Int ?? 0) < ($1["index"] as? Int ?? 0) }
        let inTitle = pages.map { ($0["title"] as? String ?? "").lowercased().contains(word) }
        #expect(inTitle.first == true)
        #expect(zip(inTitle, inTitle.dropFirst()).allSatisfy { $0 || !$1 }, "no title hit after a description hit")
    }

    @Test func noHitsAnswerBatchcompleteAlone() throws {
        let answer = try search("zzzqqqxxx")
        #expect(answer.keys.sorted() == ["batchcomplete"] && answer["batchcomplete"] as? Bool == true)
        let articles = try calls.query([("generator", "search"), ("gsrsearch", "light")])
        #expect(articles.keys.sorted() == ["batchcomplete"], "namespace 0 has no files")
        #expect(try calls.errorCode([("generator", "search"), ("gsrnamespace", "6")]) == "missingparam")
    }

    @Test func theSearchStopsAtTenThousand() throws {
        let beyond = try search("", limit: 50, extra: [("gsroffset", "10000")])
        #expect(beyond.keys.sorted() == ["batchcomplete"])
        let large = try search("", limit: 500)
        let bitmaps = CommonsIndex.of(calls.api.catalog).files.count { $0.format.mediaType == "BITMAP" }
        #expect(CommonsCalls.pages(large).count == bitmaps)
        #expect(bitmaps == calls.api.catalog.photoCount + 3, "the photos, the PNG, the GIF and the TIFF")
        #expect(large["continue"] == nil)
    }
}
