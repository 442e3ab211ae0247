import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Synchronization
import Testing

/// A "JPEG" with a frame and no scan is refused at the end of its download, at once (another try
/// cannot mend what the server has), and `archive verify` calls such a file bad.
@Suite("Download: a JPEG without a scan is no photo")
struct DownloadScanlessJPEGTests {
    @Test func itFailsWithoutRetriesAndLeavesNoFile() async throws {
        let requests = Atomic<Int>(0)
        try await withServer(handler: { request in
            guard request.path.hasPrefix("/v1/") else {
                requests.add(1, ordering: .relaxed)
                var headers = HTTPHeaderFields()
                headers["Content-Type"] = "image/jpeg"
                return HTTPResponse(status: 200, headers: headers, body: JPEGSegmentWalkTests.scanless)
            }
            let host = request.headers["Host"] ?? ""
            return .json(#"{"photo": {"id": 7, "images": [{"size": 2048, "url": "http://\#(host)/7.jpg"}]}}"#)
        }) { _, origin in
            try await withScratchFolder { folder in
                let observer = RecordingObserver()
                let clock = RecordingClock()
                let api = APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/v1"))
                let plan = DownloadPlan(source: .ids([7]), files: .init(folder: folder, archive: try folder.openArchive(service: ServiceName.fiveHundredPx)))
                let outcome = await DownloadEngine(api: api, plan: plan, clock: clock.clock).run(observer: observer)
                #expect(outcome.downloaded == 0 && outcome.failedIDs == [7])
                #expect(observer.retryReasons.isEmpty, "a certain failure is not tried again: \(observer.retryReasons)")
                #expect(requests.load(ordering: .relaxed) == 1)
                #expect(observer.failures.first?.description.contains("no scan") == true, "\(observer.failures)")
                #expect(folder.files.allSatisfy { $0.hasPrefix(".photomania-archive") }, "no image and no .part: \(folder.files)")
                #expect(try plan.files.archive?.count() == 0)
            }
        }
    }

    @Test func verifyCallsAnArchivedScanlessFileBad() throws {
        try withArchiveScratch { folder in
            let archive = try DownloadArchive(path: folder + "/a.sqlite3", service: ServiceName.fiveHundredPx)
            let bytes = [UInt8](JPEGSegmentWalkTests.scanless)
            for (id, name) in [(1, "1.2048.jpg"), (2, "2.2048.png")] {
                try writeArchiveFile(folder, name, bytes)
                try archive.record(ArchiveEntry(service: ServiceName.fiveHundredPx, photoID: PhotoID(id), sizeID: 2048, fileName: name, bytes: Int64(bytes.count), sha256: SHA256.hex(of: bytes)))
            }
            let report = try ArchiveVerifier.verify(archive)
            #expect(report.checked == 2 && report.okCount == 0, "\(report.findings)")
            for finding in report.findings {
                guard case .jpegIncomplete(let why) = finding.problem else {
                    Issue.record("\(finding)")
                    continue
                }
                #expect(why.contains("no scan"), "\(why)")
            }
        }
    }
}
