import Foundation
import Testing

/// An archive on a read-only file system, made real: a tmpfs mounted, filled and remounted
/// read-only in a private mount namespace of a child shell.
@Suite("archive: a read-only file system")
struct ArchiveReadOnlyTests {
    @Test(.enabled(if: Namespaces.mount, "needs mount namespaces"))
    func anArchiveOnAReadOnlyFileSystemIsSaidToBeReadOnly() async throws {
        try #require(ChildProcess.binaryExists)
        let directory = try TemporaryDirectory()
        let script = "mount -t tmpfs tmpfs \"$1\" && \"$2\" archive import \"$1\" >/dev/null && mount -o remount,ro \"$1\" && \"$2\" archive list -o \"$1\""
        let (status, _, stderr) = try await ChildProcess.run(
            ["-m", "/bin/sh", "-c", script, "sh", directory.path, ChildProcess.binary],
            executable: "/usr/bin/unshare"
        )
        #expect(status == 1)
        #expect(stderr.contains("/.photomania-archive.sqlite3 is read-only"), "\(stderr)")
        #expect(!stderr.contains("No such file or directory"))
    }
}
