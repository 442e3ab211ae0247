import Foundation
import Testing

@testable import PhotomaniaCLI

private let installTools = ChildProcess.binaryExists
    && FileManager.default.isExecutableFile(atPath: "/usr/bin/make")
    && FileManager.default.isExecutableFile(atPath: "/usr/bin/install")

/// `make install` and `make uninstall` in a real make, with the debug binary already built
/// (`SKIP_BUILD=1 BIN=…`) into a scratch `DESTDIR`.
@Suite(.enabled(if: installTools, "needs make, install and the built photomania"))
struct InstallTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Where each file goes below `DESTDIR`, and its mode.
    static let installed: [(path: String, mode: Int)] = [
        ("/usr/bin/photomania", 0o755),
        ("/usr/share/man/man1/photomania.1", 0o644),
        ("/usr/share/bash-completion/completions/photomania", 0o644),
        ("/usr/share/zsh/site-functions/_photomania", 0o644),
        ("/usr/share/fish/vendor_completions.d/photomania.fish", 0o644),
    ]

    static func make(_ target: String, destination: String) async throws -> (Int32?, String, String) {
        let arguments = ["-s", "-C", repository, target, "DESTDIR=\(destination)", "PREFIX=/usr", "BIN=\(ChildProcess.binary)", "SKIP_BUILD=1"]
        return try await ChildProcess.run(arguments, executable: "/usr/bin/make")
    }

    @Test func installPutsTheFiveFilesInPlaceAndUninstallRemovesThem() async throws {
        let folder = try TemporaryDirectory()
        let destination = folder.path + "/stage"

        let (status, output, errors) = try await Self.make("install", destination: destination)
        #expect(status == 0, "\(output)\(errors)")
        #expect(errors.isEmpty, "\(errors)")
        for file in Self.installed {
            let attributes = try FileManager.default.attributesOfItem(atPath: destination + file.path)
            #expect((attributes[.posixPermissions] as? Int) == file.mode, "\(file.path)")
            #expect(output.contains(destination + file.path), "make says what it installed: \(output)")
        }

        let page = try String(contentsOfFile: destination + "/usr/share/man/man1/photomania.1", encoding: .utf8)
        #expect(page.hasPrefix(".TH PHOTOMANIA 1"))
        let expected = PhotomaniaCommandLine.spec.manPage
        let differing = zip(page.split(separator: "\n"), expected.split(separator: "\n")).first { $0 != $1 }
        #expect(page == expected, "first differing line, installed then expected: \(String(describing: differing))")
        let model = CompletionModel(spec: PhotomaniaCommandLine.spec)
        #expect(try String(contentsOfFile: destination + "/usr/share/bash-completion/completions/photomania", encoding: .utf8) == model.script(for: .bash))
        #expect(try String(contentsOfFile: destination + "/usr/share/zsh/site-functions/_photomania", encoding: .utf8) == model.script(for: .zsh))
        #expect(try String(contentsOfFile: destination + "/usr/share/fish/vendor_completions.d/photomania.fish", encoding: .utf8) == model.script(for: .fish))
        let (versionStatus, version, _) = try await ChildProcess.run(["--version"], executable: destination + "/usr/bin/photomania")
        #expect(versionStatus == 0)
        #expect(version == PhotomaniaCommandLine.spec.versionLine + "\n")

        let (removed, removeOutput, removeErrors) = try await Self.make("uninstall", destination: destination)
        #expect(removed == 0, "\(removeOutput)\(removeErrors)")
        for file in Self.installed {
            #expect(!FileManager.default.fileExists(atPath: destination + file.path), "\(file.path) is left")
        }
        withExtendedLifetime(folder) {}
    }

    @Test func installWithoutABinaryFailsAndSaysWhy() async throws {
        let folder = try TemporaryDirectory()
        let arguments = ["-s", "-C", Self.repository, "install", "DESTDIR=\(folder.path)", "PREFIX=/usr", "BIN=\(folder.path)/missing", "SKIP_BUILD=1"]
        let (status, _, errors) = try await ChildProcess.run(arguments, executable: "/usr/bin/make")
        #expect(status != 0)
        #expect(errors.contains("no binary at \(folder.path)/missing"), "\(errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing installed")
    }
}
