import Foundation
import PhotomaniaFuzzing
import Testing

/// The fuzz targets of `make fuzz`, run without libFuzzer over their seed corpora (and any input
/// a fuzzer once crashed on, kept beside the seeds), whole and cut short at several points.
@Suite struct FuzzSeedTests {
    @Test(arguments: FuzzTarget.all.map(\.name))
    func seedsKeepEveryPromise(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let seeds = try seedFiles(of: target)
        #expect(seeds.count >= 4, "\(name) has \(seeds.count) seeds")
        for seed in seeds {
            let data = try Data(contentsOf: seed)
            #expect(data.count <= target.maxLength, "\(seed.lastPathComponent) is longer than -max_len")
            for cut in cuts(of: data.count) {
                do {
                    try target.check(data.prefix(cut))
                } catch {
                    Issue.record("\(name) \(seed.lastPathComponent) cut at \(cut) of \(data.count): \(error)")
                }
            }
        }
    }

    @Test func everyTargetHasItsOwnSeedFolder() {
        let folders = FuzzTarget.all.map { target in target.seedFolders.filter { $0.hasPrefix("fuzz/") } }
        #expect(folders.allSatisfy { $0.count == 1 })
        #expect(Set(FuzzTarget.all.map(\.name)).count == FuzzTarget.all.count)
    }

    private func seedFiles(of target: FuzzTarget) throws -> [URL] {
        try target.seedFolders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: fixturesRoot.appendingPathComponent(folder), includingPropertiesForKeys: [.isRegularFileKey])
                .filter { try $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true }
        }
    }

    /// Every length up to 64 bytes, then 16 points spread over the rest.
    private func cuts(of count: Int) -> [Int] {
        let short = Array(0...min(count, 64))
        guard count > 64 else { return short }
        return short + (1...16).map { 64 + ($0 * (count - 64)) / 16 }
    }
}
