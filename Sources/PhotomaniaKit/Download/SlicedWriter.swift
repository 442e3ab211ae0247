import Foundation

/// Writes a transfer's bytes to its file in slices of `slice` bytes rather than in the pieces the
/// network hands over (a few KiB each on loopback): far fewer `write` calls. Bytes kept back are
/// written by `finish`. Used from one thread at a time.
final class SlicedWriter {
    private let slice: Int
    private var buffer: UnsafeMutableRawBufferPointer?
    private var count = 0

    init(slice: Int = 128 << 10) {
        self.slice = slice
    }

    deinit {
        buffer?.deallocate()
    }

    /// Writes `bytes`, or keeps them until a slice is full; the system's `errno` when a write failed.
    func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var rest = bytes
        while !rest.isEmpty {
            if count == 0, rest.count >= slice { return Self.writeAll(rest, to: descriptor) }
            let buffer = buffer ?? UnsafeMutableRawBufferPointer.allocate(byteCount: slice, alignment: 16)
            self.buffer = buffer
            let taken = min(rest.count, slice - count)
            UnsafeMutableRawBufferPointer(rebasing: buffer[count..<(count + taken)]).copyMemory(from: UnsafeRawBufferPointer(rebasing: rest[..<taken]))
            count += taken
            rest = UnsafeRawBufferPointer(rebasing: rest[taken...])
            if count == slice, let failure = flush(to: descriptor) { return failure }
        }
        return nil
    }

    /// Writes what was kept back; the system's `errno` when the write failed.
    private func flush(to descriptor: Int32) -> Int32? {
        guard let buffer, count > 0 else { return nil }
        let kept = count
        count = 0
        return Self.writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<kept]), to: descriptor)
    }

    /// Writes what was kept back and lets the slice go: the transfer is over.
    func finish(to descriptor: Int32) -> Int32? {
        defer {
            buffer?.deallocate()
            buffer = nil
        }
        return flush(to: descriptor)
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var rest = bytes
        while !rest.isEmpty {
            let written = Glibc.write(descriptor, rest.baseAddress, rest.count)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
        return nil
    }
}

/// The hashes of a file taken as its bytes stream in, so that nobody reads it back to hash it:
/// SHA-256 for the archive, SHA-1 where the service states one. Used from one thread at a time.
final class StreamedHashes {
    private let sha256: DigestHasher?
    private let sha1: DigestHasher?

    init(sha256: Bool, sha1: Bool) {
        self.sha256 = sha256 ? DigestHasher() : nil
        self.sha1 = sha1 ? DigestHasher(.sha1) : nil
    }

    func update(_ bytes: UnsafeRawBufferPointer) {
        sha256?.update(bytes)
        sha1?.update(bytes)
    }

    /// Gives `file` the hashes of its bytes.
    func stamp(_ file: inout CompletedFile) {
        file.sha256 = sha256?.finalize()
        file.sha1 = sha1?.finalize()
    }
}
