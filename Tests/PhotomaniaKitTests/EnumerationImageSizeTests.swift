import Foundation
import Testing
@testable import PhotomaniaKit

@Suite("Image sizes")
struct EnumerationImageSizeTests {
    @Test("every documented size parses from its id and from its name", arguments: ImageSize.documented)
    func parsesDocumented(size: ImageSize) {
        #expect(ImageSize(argument: String(size.rawValue)) == size)
        #expect(ImageSize(argument: size.name) == size)
        #expect(ImageSize(argument: size.name.uppercased()) == size)
        #expect(size.isDocumented && size.box != nil)
    }

    @Test("the documented table: 17 sizes, unique ids and names, Photomania's 1…5")
    func table() {
        let sizes = ImageSize.documented
        #expect(sizes.count == 17)
        #expect(Set(sizes.map(\.rawValue)) == [1, 2, 3, 4, 5, 6, 20, 21, 30, 31, 100, 200, 440, 600, 1080, 1600, 2048])
        #expect(Set(sizes.map(\.name)).count == 17)
        #expect([ImageSize.tiny, .small, .medium, .large, .xlarge].map(\.rawValue) == [1, 2, 3, 4, 5])
        #expect(ImageSize(argument: "large") == .large)
        #expect(ImageSize(argument: "4") == .large)
        #expect(ImageSize(argument: "2048") == .px2048)
    }

    @Test("geometry of the sizes", arguments: [
        (ImageSize.tiny, ImageSize.Geometry.square(70)), (.small, .square(140)), (.medium, .square(280)),
        (.large, .longestEdge(900)), (.xlarge, .longestEdge(1170)), (.height1080, .height(1080)),
        (.height300, .height(300)), (.height600, .height(600)), (.px256, .longestEdge(256)), (.height450, .height(450)),
        (.square100, .square(100)), (.square200, .square(200)), (.square440, .square(440)), (.square600, .square(600)),
        (.px1080, .longestEdge(1080)), (.px1600, .longestEdge(1600)), (.px2048, .longestEdge(2048)),
    ])
    func geometry(size: ImageSize, box: ImageSize.Geometry) {
        #expect(size.box == box)
    }

    @Test("unknown ids and names are rejected", arguments: ["0", "7", "14", "4096", "32768", "-1", "", "huge", "4.0", "px"])
    func rejectsUnknown(argument: String) {
        #expect(ImageSize(argument: argument) == nil)
    }

    @Test("undocumented sizes from the API still decode, without a geometry")
    func undocumentedDecodes() throws {
        let sizes = try JSONDecoder().decode([ImageSize].self, from: Data(#"[4096, "14", 2]"#.utf8))
        #expect(sizes.map(\.rawValue) == [4096, 14, 2])
        #expect(sizes[0].box == nil && sizes[0].name == "4096" && !sizes[0].isDocumented)
    }

    @Test("the smallest size that fills a box without enlarging", arguments: [
        // width, height, aspect ratio, crop allowed → expected
        (100, 100, nil as Double?, false, ImageSize.px256),
        (100, 100, nil, true, .square100),
        (64, 64, nil, true, .tiny),
        (900, 900, nil, false, .large),
        (901, 600, nil, false, .height600),
        (901, 600, 3.0, false, .px1080),
        (200, 200, 0.5, false, .px256),
        (1200, 800, 1.5, false, .px1600),
        (5000, 5000, nil, false, .px2048),
        (5000, 5000, nil, true, .px2048),
    ])
    func picker(width: Int, height: Int, aspectRatio: Double?, allowingCrop: Bool, expected: ImageSize) {
        let picked = ImageSize.smallestCovering(width: width, height: height, aspectRatio: aspectRatio, allowingCrop: allowingCrop)
        #expect(picked == expected)
    }
}
