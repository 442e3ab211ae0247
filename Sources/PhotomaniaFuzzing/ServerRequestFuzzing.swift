import Foundation
import PhotomaniaServer

extension FuzzTarget {
    /// A request head as the built-in server reads it from a socket, its target and its `Range`.
    static let serverRequest = FuzzTarget(name: "server-request", seedFolders: ["fuzz/server-request"], maxLength: 8192) { data throws(FuzzViolation) in
        guard let head = try? HTTPRequestParser.parse(Array(data)) else { return }
        try FuzzViolation.require((0...HTTPRequestParser.maximumBodyLength).contains(head.contentLength), "a body length is within the limit: \(head.contentLength)")
        _ = head.wantsKeepAlive
        _ = try? HTTPRequestTarget.decode(head.target)
        let bodyLength = 1000
        let selection = HTTPRangeSelection(
            range: head.headers["Range"], ifRange: head.headers["If-Range"], bodyLength: bodyLength,
            etag: "\"5000012\"", lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")
        if case .partial(let range) = selection {
            try FuzzViolation.require(!range.isEmpty && range.lowerBound >= 0 && range.upperBound <= bodyLength, "a served range lies inside the body: \(range)")
        }
    }

    /// A `--faults` spec; a plan prints as a spec that parses back to the same plan.
    static let faultPlan = FuzzTarget(name: "fault-plan", seedFolders: ["fuzz/fault-plan"], maxLength: 1024) { data throws(FuzzViolation) in
        guard let plan = try? FaultPlan(parsing: String(decoding: data, as: UTF8.self)) else { return }
        let reparsed = try? FaultPlan(parsing: plan.description)
        try FuzzViolation.require(reparsed == plan, "a plan's description parses back to it: \(plan.description.debugDescription)")
    }
}
