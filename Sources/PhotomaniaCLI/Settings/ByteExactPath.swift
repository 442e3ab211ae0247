import Foundation

/// A path argument whose bytes are not all UTF-8 (`-o $'caf\xe9'`), made usable by the rest of
/// the program, which names files with Swift strings: what the bytes name is opened here, by
/// the bytes, and kept open for the run, and its `/proc/self/fd/N` path stands in for it.
/// A path that is UTF-8 is returned as it is.
enum ByteExactPath {
    /// A folder; with `creating`, made first (parents too) when it is not there. When it cannot
    /// be opened, the path with U+FFFD, so that the error that follows names it.
    static func folder(_ argument: String, creating: Bool) -> String {
        guard let bytes = RawArguments.bytes(of: argument) else { return argument }
        if creating { makeFolders(bytes) }
        return opened(bytes, flags: O_RDONLY | O_DIRECTORY) ?? RawArguments.lossy(argument)
    }

    /// A file to read.
    static func file(_ argument: String) -> String {
        guard let bytes = RawArguments.bytes(of: argument) else { return argument }
        return opened(bytes, flags: O_RDONLY) ?? RawArguments.lossy(argument)
    }

    /// `name` inside the folder `argument` is in (a file beside the one named).
    static func sibling(_ name: String, of argument: String) -> String {
        let folder = (argument as NSString).deletingLastPathComponent
        return self.folder(folder.isEmpty ? "." : folder, creating: false) + "/" + name
    }

    private static func opened(_ bytes: [UInt8], flags: Int32) -> String? {
        let descriptor = withCString(bytes) { open($0, flags | O_CLOEXEC) } ?? -1
        return descriptor < 0 ? nil : "/proc/self/fd/\(descriptor)"
    }

    private static func withCString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T? {
        (bytes + [0]).withUnsafeBytes { buffer in buffer.bindMemory(to: CChar.self).baseAddress.map(body) }
    }

    /// `mkdir -p`, one byte-exact component at a time.
    private static func makeFolders(_ bytes: [UInt8]) {
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "/") && index > 0 {
            makeFolder(Array(bytes[..<index]))
        }
        makeFolder(bytes)
    }

    private static func makeFolder(_ bytes: [UInt8]) {
        _ = withCString(bytes) { mkdir($0, 0o755) }
    }
}
