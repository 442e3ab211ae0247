import Foundation
import Synchronization

/// Writes a catalog's pictures as static files, `<directory>/<photo id>/<size>.jpg`, for
/// serving them from another web server (a CDN stand-in). Photos render in parallel.
public enum DemoImageExport {
    /// Returns the number of files written. `quality`: the JPEG quality (the demo serves 85).
    @discardableResult
    public static func write(_ catalog: DemoCatalog, sizes: [DemoImageSize], quality: Int = 85, to directory: URL) throws -> Int {
        let failure = Mutex<(any Error)?>(nil)
        let photos = catalog.photos
        DispatchQueue.concurrentPerform(iterations: photos.count) { index in
            guard failure.withLock({ $0 == nil }) else { return }
            do {
                let folder = directory.appendingPathComponent(String(photos[index].id), isDirectory: true)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for size in sizes {
                    let data = try DemoImageRenderer.jpeg(for: photos[index], size: size, quality: quality)
                    try data.write(to: folder.appendingPathComponent("\(size.rawValue).jpg"), options: .atomic)
                }
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return photos.count * sizes.count
    }
}
