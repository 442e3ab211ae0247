import Foundation

/// SHA-1 of a file, for services that name their files by it (Commons): read in chunks, never whole.
public enum SHA1 {
    /// The hex digest of everything in the open file `descriptor`, without moving its offset.
    public static func hex(ofDescriptor descriptor: Int32, path: String) throws(SHA256.ReadError) -> String {
        try SHA256.hash(ofDescriptor: descriptor, path: path, .sha1).hex
    }
}
