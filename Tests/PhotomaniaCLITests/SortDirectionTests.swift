import Foundation
import Testing

@testable import PhotomaniaCLI

/// `--asc` and `--desc` on every listing that takes `--sort` (issue 21, item 17).
@Suite("sorting: --asc and --desc wherever --sort is")
struct SortDirectionTests {
    @Test func everyCommandWithSortTakesBothDirections() {
        let sorted = PhotomaniaCommandLine.spec.commands.filter { $0.options.contains { $0.name == "sort" } }
        #expect(Set(sorted.map(\.name)).isSuperset(of: ["photos", "search", "gallery", "galleries", "download"]))
        for command in sorted {
            #expect(command.options.contains { $0.name == "asc" }, "\(command.name) --asc")
            #expect(command.options.contains { $0.name == "desc" }, "\(command.name) --desc")
        }
    }

    private func ratings(_ arguments: [String]) async throws -> [Double] {
        let result = await photomania(arguments + ["--json", "rating"])
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        let rows = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]] ?? []
        return rows.compactMap { $0["rating"] as? Double }
    }

    @Test func searchSortsBothWays() async throws {
        let ascending = try await ratings(["search", "light", "--sort", "rating", "--asc", "--rpp", "10"])
        let descending = try await ratings(["search", "light", "--sort", "rating", "--desc", "--rpp", "10"])
        #expect(ascending.count > 2 && ascending == ascending.sorted(), "\(ascending)")
        #expect(descending.count > 2 && descending == descending.sorted(by: >), "\(descending)")
        #expect(ascending.first != descending.first)
    }

    @Test func photosTakesDescToo() async throws {
        let descending = try await ratings(["photos", "--feature", "fresh_week", "--sort", "rating", "--desc", "--rpp", "10"])
        #expect(descending.count > 2 && descending == descending.sorted(by: >), "\(descending)")
        let both = await photomania(["photos", "--asc", "--desc"])
        #expect(both.status == 2 && both.standardError.contains("cannot be used together"))
    }

    @Test func downloadOrdersAStreamAsPhotosDoes() async throws {
        let listed = await photomania(["photos", "--feature", "fresh_week", "--sort", "rating", "--asc", "--rpp", "5"])
        let expected = tsvRows(listed.standardOutput).dropFirst().compactMap { Int($0[0]) }
        let planned = await photomania(["download", "--feature", "fresh_week", "--sort", "rating", "--asc", "--limit", "5", "--dry-run"])
        #expect(planned.status == 0, "\(planned.standardError)")
        let ids = tsvRows(planned.standardOutput).compactMap { Int($0[0]) }
        #expect(expected.count == 5 && ids == expected, "\(ids) vs \(expected)")

        let byID = await photomania(["download", "1006721", "--sort", "rating", "--dry-run"])
        #expect(byID.status == 2, "\(byID.standardError)")
    }
}
