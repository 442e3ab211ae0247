import Foundation
import PhotomaniaServer
import Testing

/// A category too large for one answer, walked whole by its continuation tokens: every file
/// once, none lost where a page ends.
@Suite(.serialized)
struct CommonsCategoryWalkTests {
    @Test func aCategoryOf1200FilesIsWalkedWholeEachFileOnce() async throws {
        try await withDemoServer(photoCount: 1_200) { server in
            let result = await photomania([
                "--provider", "commons", "--api", server.origin + "/w/api.php", "gallery", "Category:Photomania demo", "--all", "--json", "id",
            ])
            #expect(result.status == 0, "\(result.standardError)")
            let rows = (try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]) ?? []
            let ids = rows.compactMap { $0["id"] as? Int }
            let catalog = Set(server.catalog.photoIDs.map { 100_000_000 + $0 })
            #expect(catalog.count == 1_200)
            #expect(ids.count == Set(ids).count, "no file twice: \(ids.count) rows, \(Set(ids).count) files")
            #expect(catalog.isSubset(of: Set(ids)), "\(catalog.subtracting(ids).count) catalog files missing")
        }
    }
}
