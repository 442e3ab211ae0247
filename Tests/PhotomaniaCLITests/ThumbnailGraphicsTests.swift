import Foundation
import PhotomaniaServer
import Testing

/// `photos --thumbs` with kitty and iTerm2 images, checked by parsing what was printed.
@Suite("Thumbnails as kitty / iTerm2 images")
struct ThumbnailGraphicsTests {
    struct KittyImage {
        var keys: [String: String]
        var payload: Data
    }

    /// Every image `output` transmits (`KittyCommand.parse` checks each APC), one entry per image.
    static func kittyImages(_ output: String) throws -> [KittyImage] {
        let commands = KittyCommand.parse(output)
        #expect(commands.allSatisfy { $0.action == "T" || $0.action == "t" }, "a list only transmits")
        return commands.map { KittyImage(keys: $0.keys, payload: $0.payload) }
    }

    static func checkFormat(_ image: KittyImage) throws {
        switch image.keys["f"] {
        case "100": #expect(image.payload.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        case "24", "32":
            let width = try #require(image.keys["s"].flatMap { Int($0) })
            let height = try #require(image.keys["v"].flatMap { Int($0) })
            #expect(image.payload.count == width * height * (image.keys["f"] == "24" ? 3 : 4))
        default: Issue.record("unknown format \(image.keys["f"] ?? "none")")
        }
    }

    private func thumbs(_ server: DemoServer, images: String, count: Int) async throws -> RunResult {
        let cache = try TemporaryDirectory()
        let arguments = ["--api", server.baseURL, "--cache-dir", cache.path, "--images", images, "photos", "--rpp", String(count), "--thumbs"]
        let result = await photomania(arguments, terminal: true, columns: 90, environment: ["COLORTERM": "truecolor"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardOutput.contains("▀"), "no half blocks")
        return result
    }

    /// What is left once the pictures are taken out: only cursor moves and the facts.
    private func checkTextAround(_ text: String, photos: Int) {
        let escapes = text.matches(of: /\x{1B}(\[[0-9;]*[A-Za-z]|.)/).map { String($0.output.0) }
        for escape in escapes {
            #expect(escape.wholeMatch(of: /\x{1B}(7|8|\[[0-9]+[ABCG]|\[[0-9;]*m)/) != nil, "unexpected escape \(escape.debugDescription)")
        }
        #expect(text.matches(of: /\x{1B}7/).count == photos && text.matches(of: /\x{1B}8/).count == photos)
        for line in text.split(separator: "\n") { #expect(visibleWidth(line.replacing(/\x{1B}(7|8|\[[0-9]+[ABCG])/, with: "")) <= 90) }
    }

    @Test func kittyImagesOnePerPhoto() async throws {
        try await withDemoServer { server in
            let result = try await thumbs(server, images: "kitty", count: 4)
            let images = try Self.kittyImages(result.standardOutput)
            #expect(images.count == 4)
            for image in images {
                try Self.checkFormat(image)
                #expect(image.keys["C"] == "1", "the cursor stays for the text beside")
                let columns = try #require(image.keys["c"].flatMap { Int($0) })
                let rows = try #require(image.keys["r"].flatMap { Int($0) })
                #expect((1...16).contains(columns) && (1...6).contains(rows))
                #expect(columns == 16 || rows == 6, "fitted to the box")
            }
            let text = result.standardOutput.replacing(/\x{1B}_G[^\x{1B}]*\x{1B}\\/, with: "")
            checkTextAround(text, photos: 4)
            #expect(text.contains("votes"))
        }
    }

    @Test func itermImagesOnePerPhoto() async throws {
        try await withDemoServer { server in
            let result = try await thumbs(server, images: "iterm", count: 3)
            let sequences = result.standardOutput.matches(of: /\x{1B}\]1337;File=([^:\x{07}]*):([A-Za-z0-9+\/=]*)\x{07}/)
            #expect(sequences.count == 3)
            #expect(result.standardOutput.components(separatedBy: "\u{1B}]").count - 1 == 3, "no other OSC")
            for sequence in sequences {
                let arguments = Dictionary(sequence.1.split(separator: ";").map {
                    let pair = $0.split(separator: "=", maxSplits: 1)
                    return (String(pair[0]), pair.count > 1 ? String(pair[1]) : "")
                }) { $1 }
                #expect(arguments["inline"] == "1" && arguments["width"] == "16" && arguments["height"] == "6")
                let file = try #require(Data(base64Encoded: String(sequence.2)))
                #expect(arguments["size"] == String(file.count))
                #expect(file.starts(with: [0xFF, 0xD8]) && file.suffix(2) == Data([0xFF, 0xD9]), "a JPEG")
            }
            let text = result.standardOutput.replacing(/\x{1B}\]1337;[^\x{07}]*\x{07}/, with: "")
            checkTextAround(text, photos: 3)
        }
    }
}
