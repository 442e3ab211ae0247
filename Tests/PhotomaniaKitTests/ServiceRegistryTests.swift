import PhotomaniaKit
import Testing

/// One registry names the services; a page URL is read by the service whose hosts hold its
/// host, and any other host (a mirror, the built-in server, a relative path) by the default one.
@Suite("ServiceRegistry: one registration, page URLs by host")
struct ServiceRegistryTests {
    /// A second service, as the next one registers itself: its own hosts and its own page rules.
    static let other = ServiceRegistry.Entry(
        name: ServiceName(rawValue: "other"), capabilities: FiveHundredPx.capabilities, hosts: ["example.org"],
        pageForms: ["…/pictures/ID"],
        page: { segments in segments.count == 2 && segments[0] == "pictures" ? Int(segments[1]).map { PageURL.photo(id: PhotoID($0)) } : nil },
        make: FiveHundredPx.init(api:), access: FiveHundredPx.access
    )
    static let two = ServiceRegistry(default: ServiceRegistry.standard.defaultEntry, others: [other])

    @Test func fiveHundredPxIsTheDefaultThenFlickrAndCommons() {
        let standard = ServiceRegistry.standard
        #expect(standard.entries.map(\.name) == [.fiveHundredPx, .flickr, .commons])
        #expect(standard.defaultEntry.name == .fiveHundredPx)
        #expect(standard.entry(named: .fiveHundredPx)?.pageForms == PageURL.acceptedForms)
        #expect(standard.entry(named: ServiceName(rawValue: "flickr"))?.hosts == FlickrPages.hosts)
    }

    @Test func theSitesHostAndAnyOtherGoToFiveHundredPx() throws {
        for (text, page) in [
            ("https://500px.com/p/ana", PageURL.user("ana")), ("https://web.500px.com/photo/7/x", .photo(id: 7)),
            ("http://127.0.0.1:8500/ana/galleries/lisbon", .gallery(user: "ana", slug: "lisbon")), ("/liked", .signedInUserLiked),
        ] {
            let found = try #require(ServiceRegistry.standard.page(text), "\(text)")
            #expect(found.entry.name == .fiveHundredPx && found.page == page, "\(text)")
        }
        #expect(ServiceRegistry.standard.page("ana") == nil, "a name is not a URL")
        let nothing = try #require(ServiceRegistry.standard.page("https://500px.com/a/b/c/d"))
        #expect(nothing.entry.name == .fiveHundredPx && nothing.page == nil)
    }

    @Test func aHostAServiceClaimsIsReadByItsRulesOnly() throws {
        let theirs = try #require(Self.two.page("https://www.example.org/pictures/42"))
        #expect(theirs.entry.name.rawValue == "other" && theirs.page == .photo(id: 42))
        let notTheirs = try #require(Self.two.page("https://example.org/photo/42"))
        #expect(notTheirs.entry.name.rawValue == "other" && notTheirs.page == nil, "500px's form on another service's host names nothing")
        #expect(notTheirs.entry.pageForms == ["…/pictures/ID"])
        #expect(Self.two.page("https://500px.com/photo/42")?.page == .photo(id: 42))
        #expect(Self.two.page("https://notexample.org/photo/42")?.entry.name == .fiveHundredPx, "a host only ends like theirs")
        #expect(Self.two.entry(forHost: nil).name == .fiveHundredPx)
    }
}
