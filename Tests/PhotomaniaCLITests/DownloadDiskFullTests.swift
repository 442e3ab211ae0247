import Foundation
@testable import PhotomaniaServer
import Testing

/// A full disk, made real: a 300 KiB tmpfs mounted in a private mount namespace of the child.
@Suite("download: the disk fills up")
struct DownloadDiskFullTests {
    @Test(.enabled(if: Namespaces.mount, "needs mount namespaces"))
    func aFullDiskFailsThosePhotosClearlyAndLeavesNoBrokenFile() async throws {
        try #require(ChildProcess.binaryExists)
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let script = "mount -t tmpfs -o size=200k tmpfs \"$1\" && \"$2\" --api \"$3\" download --feature popular --limit 8 --size 4 --no-archive -o \"$1\"; status=$?; "
                + "for f in \"$1\"/*; do [ -e \"$f\" ] && echo \"$(basename \"$f\") $(sha256sum < \"$f\" | cut -c1-64)\"; done; exit $status"
            let (status, stdout, stderr) = try await ChildProcess.run(
                ["-m", "/bin/sh", "-c", script, "sh", directory.path, ChildProcess.binary, server.baseURL],
                executable: "/usr/bin/unshare"
            )
            #expect(status == 3, "some photos fit, the others failed: \(stderr)")
            #expect(stderr.contains("the disk is full"))
            for line in stdout.split(separator: "\n") {
                let parts = line.split(separator: " ")
                let name = String(parts[0])
                // Lines without a hash are the saved paths download prints on stdout (a pipe here).
                guard parts.count == 2, !name.hasSuffix(".part") else { continue }
                let id = try #require(Int(name.split(separator: ".")[0]))
                #expect(String(parts[1]) == server.imageSHA256(photoID: id, size: 4), "\(name) under a final name is complete")
            }
        }
    }
}
