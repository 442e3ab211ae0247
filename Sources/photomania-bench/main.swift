import Foundation
import PhotomaniaKit
import PhotomaniaServer

// Micro-benchmarks that a whole-process timing cannot isolate. Run with `make bench-api`.
// Each prints: name, median milliseconds per run, runs.
//
// `photomania-bench export-images DIR [--photos N] [--size ID]... [--quality Q]` instead writes the demo
// catalog's pictures as `DIR/<id>/<size>.jpg` (the catalog `photomania serve --photos N` serves:
// same default seed) for another web server to serve, and prints `files N bytes B mean M`.
// Used by `make bench-download` (scripts/bench-download).

func exportImages(_ arguments: [String]) throws {
    func usage() -> Never {
        FileHandle.standardError.write(Data("usage: photomania-bench export-images DIR [--photos N] [--size ID]... [--quality Q]\n".utf8))
        exit(2)
    }
    var directory: String?
    var photoCount = 400
    var sizes: [DemoImageSize] = []
    var quality = 85
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--photos":
            guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else { usage() }
            photoCount = value
        case "--quality":
            guard let value = rest.popFirst().flatMap({ Int($0) }), (1...100).contains(value) else { usage() }
            quality = value
        case "--size":
            guard let size = rest.popFirst().flatMap({ Int($0) }).flatMap(DemoImageSize.init(rawValue:)) else { usage() }
            sizes.append(size)
        default:
            guard directory == nil, !argument.hasPrefix("-") else { usage() }
            directory = argument
        }
    }
    guard let directory else { usage() }
    let root = URL(fileURLWithPath: directory, isDirectory: true)
    let catalog = DemoCatalog(photoCount: photoCount)
    let files = try DemoImageExport.write(catalog, sizes: sizes.isEmpty ? [.longest2048] : sizes, quality: quality, to: root)
    var bytes = 0
    for id in catalog.photoIDs {
        for size in sizes.isEmpty ? [.longest2048] : sizes {
            let path = root.appendingPathComponent("\(id)/\(size.rawValue).jpg").path
            bytes += (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        }
    }
    print("files \(files) bytes \(bytes) mean \(files == 0 ? 0 : bytes / files)")
}

// `photomania-bench thumbnails DIR [--box N] [--seconds S | --passes N] [--threads T]` loads every
// `*.jpg` under DIR into memory, makes one warm-up pass, then makes `Thumbnailer` thumbnails
// fitting an N×N box (default 160) in a loop over the files — for S seconds (default 3), or N
// whole passes — on T threads (default 1), and prints
// `files N thumbnails T seconds S per-second X thumb WxH`. Used by `make bench-thumbs`.

final class ThumbnailCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int] = []
    func add(_ count: Int) { lock.lock(); counts.append(count); lock.unlock() }
    var total: Int { lock.lock(); defer { lock.unlock() }; return counts.reduce(0, +) }
}

func thumbnailBenchmark(_ arguments: [String]) throws {
    func usage() -> Never {
        FileHandle.standardError.write(Data("usage: photomania-bench thumbnails DIR [--box N] [--seconds S | --passes N] [--threads T]\n".utf8))
        exit(2)
    }
    var directory: String?
    var box = 160
    var seconds = 3.0
    var passes: Int?
    var threads = 1
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--box":
            guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else { usage() }
            box = value
        case "--seconds":
            guard let value = rest.popFirst().flatMap({ Double($0) }), value > 0 else { usage() }
            seconds = value
        case "--passes":
            guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else { usage() }
            passes = value
        case "--threads":
            guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else { usage() }
            threads = value
        default:
            guard directory == nil, !argument.hasPrefix("-") else { usage() }
            directory = argument
        }
    }
    guard let directory else { usage() }
    var paths: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: directory)
    while let relative = enumerator?.nextObject() as? String {
        if relative.lowercased().hasSuffix(".jpg") { paths.append(relative) }
    }
    paths.sort()
    let files = try paths.map { try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent($0)) }
    guard !files.isEmpty else {
        FileHandle.standardError.write(Data("thumbnails: no *.jpg under \(directory)\n".utf8))
        exit(1)
    }
    let fitting = (width: box, height: box)
    // Warm-up pass, which also checks that every file makes a thumbnail.
    var first = (width: 0, height: 0)
    for (index, data) in files.enumerated() {
        let image = try Thumbnailer.thumbnail(of: data, fitting: fitting).image
        if index == 0 { first = (image.width, image.height) }
    }
    let counts = ThumbnailCounts()
    let limit = seconds
    let passLimit = passes
    let threadCount = threads
    let start = DispatchTime.now().uptimeNanoseconds
    DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
        var made = 0
        var index = thread * files.count / threadCount  // threads start at different files
        var checksum = 0
        while true {
            if let passLimit {
                if made >= passLimit * files.count / threadCount { break }
            } else if made % 8 == 0,
                      Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 >= limit {
                break
            }
            if let thumbnail = try? Thumbnailer.thumbnail(of: files[index], fitting: fitting) {
                checksum &+= thumbnail.image.width
            }
            made += 1
            index = (index + 1) % files.count
        }
        precondition(checksum > 0)
        counts.add(made)
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let total = counts.total
    print("files \(files.count) thumbnails \(total) seconds \(String(format: "%.3f", elapsed)) per-second \(String(format: "%.1f", Double(total) / elapsed)) thumb \(first.width)x\(first.height) threads \(threads)")
}

if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "thumbnails" {
    do {
        try thumbnailBenchmark(Array(CommandLine.arguments.dropFirst(2)))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("thumbnails: \(error)\n".utf8))
        exit(1)
    }
}

if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "export-images" {
    do {
        try exportImages(Array(CommandLine.arguments.dropFirst(2)))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("export-images: \(error)\n".utf8))
        exit(1)
    }
}

func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return samples.sorted()[samples.count / 2]
}

let api = DemoAPI(catalog: DemoCatalog(photoCount: 400))
let page = api.respond(to: HTTPRequest(
    method: "GET", path: "/v1/photos",
    query: [("feature", "fresh_week"), ("rpp", "100"), ("image_size", "2,4")],
    headers: HTTPHeaderFields([("Host", "127.0.0.1:8500")])
)).body

let decoded = try Photo.decodeCollection(from: page)
precondition(decoded.items.count == 100, "expected a full page, got \(decoded.items.count)")

let runs = 200
let models = try median(runs) { _ = try Photo.decodeCollection(from: page) }
let untyped = try median(runs) { _ = try JSONSerialization.jsonObject(with: page) }
print("page-bytes \(page.count)")
print("decode-100-photos-ms \(String(format: "%.3f", models)) \(runs)")
print("jsonserialization-100-photos-ms \(String(format: "%.3f", untyped)) \(runs)")
