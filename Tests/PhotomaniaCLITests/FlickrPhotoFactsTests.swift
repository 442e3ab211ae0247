import Foundation
@testable import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// A Flickr photo reads like Flickr: its EXIF text keeps the units it carries, what only 500px
/// has (rating, votes, category) is not made up, a signed-out answer says nothing of "you", and
/// its time taken — the camera's clock in no zone — is shown and written as it reads.
@Suite("Flickr: a photo's facts in its own terms")
struct FlickrPhotoFactsTests {
    private static func flickr(_ server: DemoServer) -> [String] {
        ["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey]
    }

    private static func line(_ name: String, in text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(name.count)).trimmingCharacters(in: .whitespaces) }
    }

    @Test func unitsAreSaidOnceAndOnlyWhatFlickrHasIsShown() async throws {
        try await withDemoServer { server in
            let flickr = await photomania(Self.flickr(server) + ["photo", "52001006353"])
            #expect(flickr.status == 0, "\(flickr.standardError)")
            let text = flickr.standardOutput
            for (name, doubled) in [("focal length", "mm mm"), ("shutter", ") s"), ("aperture", "f/f/")] {
                #expect(Self.line(name, in: text).map { !$0.contains(doubled) } ?? true, "\(name): \(text)")
            }
            for absent in ["rating", "votes", "category", "you"] {
                #expect(Self.line(absent, in: text) == nil, "Flickr has no \(absent) here: \(text)")
            }
            let fiveHundred = await photomania(["--api", server.baseURL, "photo", "1006353"]).standardOutput
            for present in ["rating", "votes", "category"] { #expect(Self.line(present, in: fiveHundred) != nil, "\(fiveHundred)") }
            #expect(Self.line("aperture", in: fiveHundred)?.hasPrefix("f/") == true && Self.line("focal length", in: fiveHundred)?.hasSuffix(" mm") == true)
        }
    }

    @Test func thePhotosFavesAreCountedAsItsListingCountsThem() async throws {
        try await withDemoServer { server in
            let faved = try #require(server.catalog.photos.first { !server.catalog.likes(ofPhoto: $0.id).isEmpty })
            let faves = server.catalog.likes(ofPhoto: faved.id).count
            let photo = await photomania(Self.flickr(server) + ["photo", FlickrIDs.photo(faved)])
            #expect(photo.status == 0, "\(photo.standardError)")
            #expect(Self.line("favorites", in: photo.standardOutput) == formatCount(faves), "\(photo.standardOutput)")
        }
    }

    @Test func jsonCarriesNo500pxFieldsForAFlickrPhoto() async throws {
        try await withDemoServer { server in
            let flickr = await photomania(Self.flickr(server) + ["photo", "52001006353", "--json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(flickr.standardOutput.utf8)) as? [String: Any])
            for key in ["rating", "votes_count", "category"] { #expect(object[key] == nil, "\(key) in \(flickr.standardOutput)") }
            let fiveHundred = await photomania(["--api", server.baseURL, "photo", "1006353", "--json"])
            let other = try #require(try JSONSerialization.jsonObject(with: Data(fiveHundred.standardOutput.utf8)) as? [String: Any])
            for key in ["rating", "votes_count", "category"] { #expect(other[key] != nil, "\(key)") }
        }
    }

    @Test(.enabled(if: ChildProcess.binaryExists))
    func theTimeTakenIsTheSameInEveryZoneAndWrittenWithoutOne() async throws {
        try await withDemoServer { server in
            var taken: [String] = []
            for zone in ["UTC", "America/New_York", "Asia/Tokyo"] {
                let (status, output, _) = try await ChildProcess.run(Self.flickr(server) + ["photo", "52001006353"], environment: ["TZ": zone])
                #expect(status == 0)
                taken.append(Self.line("taken", in: output) ?? "")
            }
            #expect(Set(taken).count == 1 && !taken[0].isEmpty, "\(taken)")
            let json = await photomania(Self.flickr(server) + ["photo", "52001006353", "--json", "taken_at"])
            #expect(json.standardOutput.firstMatch(of: /"taken_at" : "[0-9-]{10}T[0-9:]{8}"/) != nil, "no offset: \(json.standardOutput)")
            #expect(json.standardOutput.contains(taken[0].replacingOccurrences(of: " ", with: "T")), "\(json.standardOutput) vs \(taken)")
        }
    }

    @Test func aTileAndACardShowFavesWhereThereIsNoRating() {
        let flickr = Photo(id: 1, service: .fiveHundredPx, name: "a", timesViewed: 1467, favoritesCount: 12)
        #expect(flickr.standing == "♥12" && flickr.countsLine == "♥ 12 faves · 1,467 views")
        let rated = Photo(id: 2, service: .fiveHundredPx, name: "b", timesViewed: 10, rating: 4.2, votesCount: 3, favoritesCount: 12)
        #expect(rated.standing == "★4.2" && rated.countsLine == "★ 4.2 · 3 votes · 10 views")
        #expect(Photo(id: 3, service: .fiveHundredPx, name: "c").standing.isEmpty)
    }
}
