import Foundation
import PhotomaniaKit
import PhotomaniaServer

// Micro-benchmarks that a whole-process timing cannot isolate. Run with `make bench-api`.
// Each prints: name, median milliseconds per run, runs.

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
