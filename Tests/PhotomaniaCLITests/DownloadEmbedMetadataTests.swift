import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// `download --embed-metadata` end to end: the real binary against the built-in server's two
/// faces, then exiftool (tests only; `make test` installs it) reads every field back, the archive
/// holds the server's hash and the file's, `archive verify` passes, and the pixels are the ones
/// the same download without it gives.
@Suite("download --embed-metadata: XMP that exiftool reads back, on 500px and Flickr")
struct DownloadEmbedMetadataTests {
    private static let exiftool = ["/usr/bin/exiftool", "/usr/local/bin/exiftool"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The options that reach one face of `server`.
    private struct Face {
        var global: [String]
        var id: String
        /// `photo --json`'s `url` as the page the file names.
        var page: (String) -> String
        var licenseName: (Int) -> String
    }

    private func fiveHundredPx(_ server: DemoServer, _ photo: DemoPhoto) -> Face {
        Face(global: ["--api", server.baseURL], id: String(photo.id), page: { server.origin + $0 }, licenseName: { License.fiveHundredPx($0).name })
    }

    private func flickr(_ server: DemoServer, _ photo: DemoPhoto) -> Face {
        Face(
            global: ["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey], id: FlickrIDs.photo(photo),
            page: { $0 }, licenseName: { FlickrLicense.name(of: $0) }
        )
    }

    /// A photo with a place, tags and an HTML description.
    private func richPhoto(_ server: DemoServer) throws -> DemoPhoto {
        try #require(server.catalog.photos.first { !$0.nsfw && $0.location != nil && $0.tags.count > 1 && $0.description.contains("<") })
    }

    /// exiftool's reading of every XMP field of the file, by `group:name`, numbers as numbers.
    private func exiftoolReading(_ path: String) async throws -> [String: Any] {
        let exiftool = try #require(Self.exiftool, "exiftool is not installed: `make test` installs it (Debian's libimage-exiftool-perl)")
        let (status, output, errors) = try await ChildProcess.run(["-json", "-G1", "-n", "-XMP:all", path], executable: exiftool)
        #expect(status == 0, "\(errors)")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]], "\(output)")
        return try #require(list.first)
    }

    /// One value or a list, as exiftool writes a list of one as its value.
    private func list(_ value: Any?) -> [String]? {
        if let items = value as? [Any] { return items.map { "\($0)" } }
        return value.map { ["\($0)"] }
    }

    private func expectEmbedded(_ face: Face, _ server: DemoServer) async throws {
        let tagged = try TemporaryDirectory()
        let plain = try TemporaryDirectory()
        try #require(ChildProcess.binaryExists, "the photomania binary is built beside the tests")
        let (status, _, errors) = try await ChildProcess.run(face.global + ["download", face.id, "--embed-metadata", "--ignore-download-permission", "-o", tagged.path])
        #expect(status == 0, "\(errors)")
        #expect(!errors.contains("note") && !errors.contains("!"), "no notice: \(errors)")
        let (plainStatus, _, _) = try await ChildProcess.run(face.global + ["download", face.id, "--ignore-download-permission", "-o", plain.path])
        #expect(plainStatus == 0)
        let name = try #require(tagged.finalFiles.first)
        #expect(tagged.finalFiles == [name] && plain.finalFiles == [name], "the same name either way")

        let shown = await photomania(face.global + ["photo", face.id, "--json"])
        let photo = try #require(try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any], "\(shown.standardError)")
        let user = try #require(photo["user"] as? [String: Any])
        let read = try await exiftoolReading(tagged.path + "/" + name)
        #expect(read["XMP-dc:Title"] as? String == photo["name"] as? String)
        #expect(list(read["XMP-dc:Creator"]) == [(user["fullname"] as? String) ?? (user["username"] as? String) ?? ""])
        let description = try #require(photo["description"] as? String)
        #expect(read["XMP-dc:Description"] as? String == PlainText.fromHTML(description), "the description as plain text")
        #expect(list(read["XMP-dc:Subject"]) == photo["tags"] as? [String])
        let license = try #require(photo["license_type"] as? Int)
        let page = face.page(try #require(photo["url"] as? String))
        let rights = read["XMP-dc:Rights"] as? String ?? ""
        #expect(
            rights.hasPrefix("\"\(photo["name"] as? String ?? "")\" by ") && rights.contains(", \(face.licenseName(license)) <") && rights.hasSuffix(", <\(page)>"),
            "the credit `photomania credits` prints: \(rights)"
        )
        #expect(read["XMP-xmpRights:Marked"] is Bool)
        #expect(read["XMP-xmpRights:WebStatement"] as? String == page)
        let taken = try #require(photo["taken_at"] as? String)
        let exifTime = String(taken.prefix(10)).replacing("-", with: ":") + " " + String(taken.dropFirst(11))
        #expect(read["XMP-exif:DateTimeOriginal"] as? String == exifTime, "\(String(describing: read["XMP-exif:DateTimeOriginal"])) for \(taken)")
        let (latitude, longitude) = (try #require(photo["latitude"] as? Double), try #require(photo["longitude"] as? Double))
        #expect(abs((read["XMP-exif:GPSLatitude"] as? Double ?? 999) - latitude) < 1e-6, "\(String(describing: read["XMP-exif:GPSLatitude"])) for \(latitude)")
        #expect(abs((read["XMP-exif:GPSLongitude"] as? Double ?? 999) - longitude) < 1e-6, "\(String(describing: read["XMP-exif:GPSLongitude"])) for \(longitude)")
        #expect(read["XMP-photomania:Service"] as? String == (face.global.contains("flickr") ? "flickr" : "500px"))
        #expect(read["XMP-photomania:PhotoID"].map { "\($0)" } == face.id)

        // Our own reader reads what exiftool reads; the pixels are the plain download's.
        let packets = try XMPDocument.packets(inJPEGAt: tagged.path + "/" + name)
        #expect(packets.count == 1 && packets.first?.value(.dublinCore, "title") == .languageAlternative(photo["name"] as? String ?? ""))
        let embedded = try JPEGDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: tagged.path + "/" + name)))
        let served = try JPEGDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: plain.path + "/" + name)))
        #expect(embedded.image == served.image && embedded.warnings == 0)

        // The archive: the file's hash, and the server's (the plain download's file).
        let archive = await photomania(face.global + ["archive", "list", "-o", tagged.path, "--json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(archive.standardOutput.utf8)) as? [[String: Any]], "\(archive.standardError)")
        #expect(entries.count == 1)
        #expect(entries.first?["sha256"] as? String == (try tagged.sha256(name)))
        #expect(entries.first?["server_sha256"] as? String == (try plain.sha256(name)))
        let plainArchive = await photomania(face.global + ["archive", "list", "-o", plain.path, "--json"])
        #expect(plainArchive.standardOutput.contains("\"server_sha256\" : null"), "one hash when the file is the server's: \(plainArchive.standardOutput)")
        let verified = await photomania(face.global + ["archive", "verify", "-o", tagged.path])
        #expect(verified.status == 0, "\(verified.standardOutput) \(verified.standardError)")

        // Run again: archived, left alone.
        let before = try tagged.sha256(name)
        let (again, _, againErrors) = try await ChildProcess.run(face.global + ["download", face.id, "--embed-metadata", "--ignore-download-permission", "-o", tagged.path])
        #expect(again == 0 && againErrors.contains("downloaded 0"), "\(againErrors)")
        #expect(try tagged.sha256(name) == before)
    }

    @Test(.timeLimit(.minutes(2)))
    func fiveHundredPxFieldsReadBack() async throws {
        try await withDemoServer { server in try await expectEmbedded(fiveHundredPx(server, try richPhoto(server)), server) }
    }

    @Test(.timeLimit(.minutes(2)))
    func flickrFieldsReadBack() async throws {
        try await withDemoServer { server in try await expectEmbedded(flickr(server, try richPhoto(server)), server) }
    }

    @Test func listingsOfBothServicesEmbedEachPhotosOwnFieldsAndADryRunNone() async throws {
        try await withDemoServer { server in
            let tagged = try TemporaryDirectory()
            let result = await photomania(["--api", server.baseURL, "download", "--feature", "popular", "--limit", "3", "--embed-metadata", "-o", tagged.path])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(tagged.finalFiles.count == 3)
            for name in tagged.finalFiles {
                let id = try #require(Int(name.prefix { $0 != "." }))
                let photo = try #require(server.catalog.photos.first { $0.id == id })
                let packet = try #require(try XMPDocument.packets(inJPEGAt: tagged.path + "/" + name).first)
                #expect(packet.value(.dublinCore, "title") == .languageAlternative(photo.name))
                #expect(packet.value(.dublinCore, "subject") == (photo.tags.isEmpty ? nil : .unordered(photo.tags)))
                #expect(packet.value(.photomania, "PhotoID") == .text(String(id)))
            }
            let flickr = try TemporaryDirectory()
            let face = ["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey]
            let listed = await photomania(face + ["download", "--user", "jose_alvarez", "--limit", "2", "--embed-metadata", "--ignore-download-permission", "-o", flickr.path])
            #expect(listed.status == 0 && flickr.finalFiles.count == 2, "\(listed.standardError)")
            for name in flickr.finalFiles {
                let id = try #require(Int(name.prefix { $0 != "." }))
                let photo = try #require(server.catalog.photos.first { FlickrIDs.photo($0) == String(id) })
                let packet = try #require(try XMPDocument.packets(inJPEGAt: flickr.path + "/" + name).first)
                #expect(packet.value(.dublinCore, "title") == .languageAlternative(photo.name))
                #expect(packet.value(.dublinCore, "subject") == (photo.tags.isEmpty ? nil : .unordered(photo.tags)))
                #expect(packet.value(.photomania, "Service") == .text("flickr") && packet.value(.photomania, "PhotoID") == .text(String(id)))
            }
            let dry = try TemporaryDirectory()
            let simulated = await photomania(["--api", server.baseURL, "download", "--feature", "popular", "--limit", "3", "--embed-metadata", "--dry-run", "-o", dry.path])
            #expect(simulated.status == 0 && dry.files.isEmpty, "a dry run writes nothing: \(dry.files)")
        }
    }

    @Test func aPacketExiftoolWroteIsMergedIntoAndExiftoolReadsBoth() async throws {
        let exiftool = try #require(Self.exiftool, "exiftool is not installed: `make test` installs it (Debian's libimage-exiftool-perl)")
        let folder = try TemporaryDirectory()
        let path = folder.path + "/theirs.jpg"
        try FileManager.default.copyItem(atPath: fixturesRoot.appendingPathComponent("images/baseline.jpg").path, toPath: path)
        let written = try await ChildProcess.run(
            ["-overwrite_original", "-XMP-dc:Title=Old title", "-XMP-dc:Subject=old", "-XMP-photoshop:City=Lisboa", "-XMP-xmp:Rating=4", path], executable: exiftool
        )
        #expect(written.0 == 0, "\(written.2)")
        let before = try JPEGDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
        let descriptor = open(path, O_RDWR | O_CLOEXEC)
        try #require(descriptor >= 0)
        let outcome = try JPEGXMPEmbedding.embed(
            [XMPProperty(.dublinCore, "title", .languageAlternative("New title")), XMPProperty(.dublinCore, "subject", .unordered(["dusk", "lisbon"]))],
            shrinking: [], into: descriptor
        )
        close(descriptor)
        #expect(outcome == .merged)
        let read = try await exiftoolReading(path)
        #expect(read["XMP-dc:Title"] as? String == "New title")
        #expect(list(read["XMP-dc:Subject"]) == ["dusk", "lisbon"])
        #expect(read["XMP-photoshop:City"] as? String == "Lisboa" && read["XMP-xmp:Rating"] as? Int == 4, "theirs kept: \(read)")
        let (_, validation, _) = try await ChildProcess.run(["-validate", "-warning", "-a", path], executable: exiftool)
        #expect(validation.contains("Validate") && validation.contains("OK") && !validation.contains("Warning"), "\(validation)")
        #expect(try JPEGDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: path))).image == before.image)
    }
}
