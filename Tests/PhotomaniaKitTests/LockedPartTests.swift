import Foundation
import Testing

@testable import PhotomaniaKit

@Suite("LockedPart: one holder, and only while the path names its file")
struct LockedPartTests {
    @Test func aSecondHolderIsBusyUntilTheFirstLetsGo() async throws {
        try await withScratchFolder { folder in
            let path = folder.partPath("1.4.jpg")
            #expect({ if case .missing = LockedPart.acquire(path, create: false) { true } else { false } }())
            guard case .locked(let first) = LockedPart.acquire(path, create: true) else {
                Issue.record("created and locked")
                return
            }
            #expect({ if case .busy = LockedPart.acquire(path, create: true) { true } else { false } }())
            first.close()
            guard case .locked(let second) = LockedPart.acquire(path, create: false) else {
                Issue.record("free again")
                return
            }
            second.close()
        }
    }

    @Test func aRenamedFileIsKnownByItsNewNameAndNeverRemovedUnderIt() async throws {
        try await withScratchFolder { folder in
            let path = folder.partPath("1.4.jpg")
            let final = folder.finalPath("1.4.jpg")
            guard case .locked(let part) = LockedPart.acquire(path, create: true) else {
                Issue.record("locked")
                return
            }
            #expect(rename(path, final) == 0)
            #expect(part.isFile(at: final) && !part.isFile(at: path))
            try Data([1]).write(to: URL(fileURLWithPath: path))
            part.remove()
            #expect(FileManager.default.fileExists(atPath: path), "the file the path names now is not the one locked")
            #expect(FileManager.default.fileExists(atPath: final))
        }
    }

    @Test func removingActsOnce() async throws {
        try await withScratchFolder { folder in
            let path = folder.partPath("1.4.jpg")
            guard case .locked(let part) = LockedPart.acquire(path, create: true) else {
                Issue.record("locked")
                return
            }
            part.remove()
            #expect(!FileManager.default.fileExists(atPath: path))
            guard case .locked(let next) = LockedPart.acquire(path, create: true) else {
                Issue.record("free again")
                return
            }
            part.remove()
            #expect(FileManager.default.fileExists(atPath: path), "the next holder's file stays")
            next.close()
        }
    }
}
