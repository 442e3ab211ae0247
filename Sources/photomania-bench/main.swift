import Foundation
import PhotomaniaKit
import PhotomaniaServer

// Micro-benchmarks that a whole-process timing cannot isolate. Run with `make bench-api`.
// Each prints: name, median milliseconds per run, runs.
//
// `photomania-bench export-images DIR [--photos N] [--size ID]...` instead writes the demo
// catalog's pictures as `DIR/<id>/<size>.jpg` (the catalog `photomania serve --photos N` serves:
// same default seed) for another web server to serve, and prints `files N bytes B mean M`.
// Used by `make bench-download` (scripts/bench-download).

func exportImages(_ arguments: [String]) throws {
    func usage() -> Never {
        FileHandle.standardError.write(Data("usage: photomania-bench export-images DIR [--photos N] [--size ID]...\n".utf8))
        exit(2)
    }
    var directory: String?
    var photoCount = 400
    var sizes: [DemoImageSize] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--photos":
            guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else { usage() }
            photoCount = value
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
    let files = try DemoImageExport.write(catalog, sizes: sizes.isEmpty ? [.longest2048] : sizes, to: root)
    var bytes = 0
    for id in catalog.photoIDs {
        for size in sizes.isEmpty ? [.longest2048] : sizes {
            let path = root.appendingPathComponent("\(id)/\(size.rawValue).jpg").path
            bytes += (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        }
    }
    print("files \(files) bytes \(bytes) mean \(files == 0 ? 0 : bytes / files)")
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
