import Foundation
import Testing

@testable import PhotomaniaKit

/// Files made ahead for new `.part` files: one becomes a `.part` already locked, a name already
/// taken is left to the caller, and spares never named leave nothing in the folder.
@Suite("SpareParts: new .part files made ahead, off the transfer thread")
struct SparePartsTests {
    /// Fills `spares` and waits (up to 5 s) until one can be taken as `path`.
    private func takeWhenReady(_ spares: SpareParts, naming path: String) async -> LockedPart? {
        spares.fill()
        for _ in 0..<500 {
            if let part = spares.take(naming: path) { return part }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }

    @Test func aSpareBecomesALockedEmptyPart() async throws {
        try await withScratchFolder { folder in
            let spares = SpareParts(folder: folder, depth: 2)
            defer { spares.close() }
            // Filesystems without O_TMPFILE (or without /proc) make no spares: nothing to check.
            guard let part = await takeWhenReady(spares, naming: folder.partPath("7.jpg")) else { return }
            #expect(part.isNew && part.isFile(at: folder.partPath("7.jpg")))
            #expect(part.size == 0)
            guard case .busy = LockedPart.acquire(folder.partPath("7.jpg"), create: false) else {
                Issue.record("the named spare is locked from the moment it has a name")
                return
            }
            #expect(write(part.descriptor, "abc", 3) == 3)
            part.close()
            #expect(FileManager.default.contents(atPath: folder.partPath("7.jpg")) == Data("abc".utf8))
        }
    }

    @Test func aNameAlreadyTakenIsLeftAsItIs() async throws {
        try await withScratchFolder { folder in
            let spares = SpareParts(folder: folder, depth: 3)
            defer { spares.close() }
            guard let first = await takeWhenReady(spares, naming: folder.partPath("1.jpg")) else { return }
            first.close()
            let taken = folder.partPath("8.jpg")
            try Data("earlier bytes".utf8).write(to: URL(fileURLWithPath: taken))
            try FileManager.default.createSymbolicLink(atPath: folder.partPath("9.jpg"), withDestinationPath: taken)
            try await Task.sleep(for: .milliseconds(100))  // the pool is full again
            #expect(spares.take(naming: taken) == nil)
            #expect(spares.take(naming: folder.partPath("9.jpg")) == nil)
            #expect(FileManager.default.contents(atPath: taken) == Data("earlier bytes".utf8))
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.partPath("9.jpg"))) == taken)
            // The spare refused twice still becomes the next free name.
            let next = await takeWhenReady(spares, naming: folder.partPath("10.jpg"))
            #expect(next?.isFile(at: folder.partPath("10.jpg")) == true)
            next?.close()
        }
    }

    @Test func sparesNeverNamedLeaveNothingBehind() async throws {
        try await withScratchFolder { folder in
            let spares = SpareParts(folder: folder, depth: 4)
            guard let part = await takeWhenReady(spares, naming: folder.partPath("1.jpg")) else { return }
            part.close()
            try await Task.sleep(for: .milliseconds(100))
            spares.close()
            #expect(folder.files == ["1.jpg.part"])
        }
    }
}
