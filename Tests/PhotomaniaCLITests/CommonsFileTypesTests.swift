import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// Every file type Commons hosts, from the demo face's `Category:Photomania demo media` (a PNG, a
/// GIF, a TIFF, an SVG, a PDF, a WebM and an Ogg sound): downloaded as they are and checked by
/// SHA-1 rather than as JPEGs, drawn from their server-rendered thumbnails, found by search only
/// when asked, and filtered by type.
@Suite(.serialized)
struct CommonsFileTypesTests {
    private static let media = "Photomania demo media"
    private static let originals = ["png", "gif", "tif", "svg", "pdf", "webm", "ogg"]

    private func commons(_ server: DemoServer, _ arguments: [String], terminal: Bool = false) async -> RunResult {
        await photomania(["--provider", "commons", "--api", server.origin + "/w/api.php"] + arguments, terminal: terminal, environment: ["COLORTERM": "truecolor"])
    }

    private func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    private func firstBytes(_ path: String, _ count: Int) -> [UInt8] {
        Array((FileManager.default.contents(atPath: path) ?? Data()).prefix(count))
    }

    @Test func everyTypeIsDownloadedAsItIsAndMatchesItsSHA1() async throws {
        try await withDemoServer { server in
            let folder = try TemporaryDirectory()
            let result = await commons(server, ["download", "--gallery", Self.media, "--embed-metadata", "--write-metadata", "-o", folder.path])
            #expect(result.status == 0, "\(result.standardError)")
            let names = files(folder.path).filter { !$0.hasSuffix(".json") }
            #expect(Set(names.compactMap { $0.split(separator: ".").last.map(String.init) }) == Set(Self.originals), "\(names)")
            #expect(result.standardError.contains("photomania embeds XMP in JPEGs only, and this is application/pdf"), "said, not failed: \(result.standardError)")
            let session = try Session()
            for name in names {
                let data = try #require(FileManager.default.contents(atPath: folder.path + "/" + name))
                let sidecar = try #require(FileManager.default.contents(atPath: folder.path + "/" + name + ".json"))
                let download = try #require((try JSONSerialization.jsonObject(with: sidecar) as? [String: Any])?["download"] as? [String: Any])
                let served = try await session.perform(Request(url: try #require(download["url"] as? String))).body
                #expect(data == served, "\(name): the bytes the server sent")
                #expect((download["credit"] as? String)?.contains("<https://commons.wikimedia.org/wiki/File:Photomania_demo_") == true, "\(download)")
            }
            #expect(firstBytes(folder.path + "/" + (names.first { $0.hasSuffix(".png") } ?? ""), 4) == [0x89, 0x50, 0x4E, 0x47])
            #expect(firstBytes(folder.path + "/" + (names.first { $0.hasSuffix(".pdf") } ?? ""), 4) == Array("%PDF".utf8))
        }
    }

    @Test func aDamagedPDFIsNotKept() async throws {
        try await withDemoServer(faults: "path=/wikipedia/commons/*.pdf:corrupt") { server in
            let folder = try TemporaryDirectory()
            let result = await commons(server, ["download", "--gallery", Self.media, "--retries", "0", "-o", folder.path])
            #expect(result.status != 0)
            #expect(result.standardError.contains("SHA-1") && result.standardError.contains("200000005"), "\(result.standardError)")
            #expect(files(folder.path).count == 6 && !files(folder.path).contains { $0.hasSuffix(".pdf") || $0.hasSuffix(".part") }, "\(files(folder.path))")
        }
    }

    @Test func aWidthGivesEachFileItsRenderedThumbnailAndAudioHasNone() async throws {
        try await withDemoServer { server in
            let folder = try TemporaryDirectory()
            let result = await commons(server, ["download", "--gallery", Self.media, "--size", "330", "-o", folder.path])
            let names = files(folder.path)
            #expect(names.contains { $0.hasSuffix(".svg.png") } && names.contains { $0.hasSuffix(".pdf.jpg") } && names.contains { $0.hasSuffix(".tif.jpg") }, "\(names)")
            #expect(names.count == 6, "no thumbnail of the sound: \(names)")
            #expect(result.standardError.contains("200000007"), "the sound, in one line: \(result.standardError)")
            let drawing = try #require(names.first { $0.hasSuffix(".svg.png") })
            #expect(firstBytes(folder.path + "/" + drawing, 8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        }
    }

    @Test func aDrawingsPNGThumbnailIsDrawnAndASoundHasNoPicture() async throws {
        try await withDemoServer { server in
            let drawing = await commons(server, ["photo", "200000004", "--preview", "--images", "blocks"], terminal: true)
            #expect(drawing.status == 0, "\(drawing.standardError)")
            #expect(drawing.standardOutput.split(separator: "\n").filter { $0.contains("▀") }.count >= 4, "the SVG's PNG rendering, drawn")
            let sound = await commons(server, ["photo", "200000007", "--preview", "--images", "blocks"], terminal: true)
            #expect(sound.status == 0, "\(sound.standardError)")
            #expect(!sound.standardOutput.contains("▀"), "no picture of a sound")
            #expect(sound.standardOutput.contains("audio/ogg"))
        }
    }

    @Test func searchFindsPicturesUnlessAskedForAllMediaAndTheFilterReadsTypes() async throws {
        try await withDemoServer { server in
            let pictures = await commons(server, ["search", "Photomania demo", "--all", "--json", "mime"])
            let all = await commons(server, ["search", "Photomania demo", "--all-media", "--all", "--json", "mime"])
            let mimes = { (result: RunResult) in
                Set(((try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]) ?? []).compactMap { $0["mime"] as? String })
            }
            #expect(mimes(pictures).isSuperset(of: ["image/png", "image/gif", "image/tiff"]) && !mimes(pictures).contains("application/pdf"), "\(mimes(pictures))")
            #expect(mimes(all).isSuperset(of: ["image/svg+xml", "application/pdf", "video/webm", "audio/ogg"]), "\(mimes(all))")
            let pngs = await commons(server, ["gallery", Self.media, "--filter", "mime ~ png", "--json", "id"])
            #expect(pngs.standardOutput.contains("200000001") && !pngs.standardOutput.contains("200000004"), "\(pngs.standardOutput)")
            let refused = await photomania(["--api", server.baseURL, "search", "--all-media", "x"])
            #expect(refused.status == 2 && refused.standardError.contains("500px cannot search for other media"), "\(refused.standardError)")
        }
    }
}
