import Foundation
import Testing

/// `plumb layout --snapshot-host`: a view as a swift-snapshot-testing test renders it.
@Suite struct SnapshotHostCommandTests {
    @Test func sizeThatFitsGivesTheViewsOwnCanvasAndTextLines() throws {
        let sandbox = try Sandbox()
        try sandbox.write("badge.swift", #"Text("New").padding(8).background(Color.blue)"#)
        let result = try sandbox.run("layout", "--snippet", "badge.swift", "--snapshot-host", "size-that-fits@2x", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let canvas = try #require(object["canvas"] as? [String: Double])
        let root = try #require(object["root"] as? [String: Any])
        let frame = try #require(root["frame"] as? [String: Double])
        #expect(frame["x"] == 0 && frame["y"] == 0)
        #expect(canvas["width"] == frame["w"] && canvas["height"] == frame["h"])
        #expect(result.stdout.contains(#""lines": [{"text": "New", "x": 8, "y": 8, "w": "#), "\(result.stdout)")
    }

    @Test func aDeviceConfigurationIsItsWindow() throws {
        let sandbox = try Sandbox()
        try sandbox.write("badge.swift", #"Text("New")"#)
        let result = try sandbox.run("layout", "--snippet", "badge.swift", "--snapshot-host", "iPhone8-landscape", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(#"{"canvas": {"width": 667, "height": 375}"#), "\(result.stdout)")
    }

    @Test func aWireframeIsDrawnOnTheSnapshotsWindow() throws {
        let sandbox = try Sandbox()
        try sandbox.write("badge.swift", #"Text("New").padding(8)"#)
        let fixed = try sandbox.run("layout", "--snippet", "badge.swift", "--snapshot-host", "300x120@2x", "--format", "svg")
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(fixed.stdout.contains(#"viewBox="0 0 300 120""#), "\(fixed.stdout.prefix(300))")
        let fitting = try sandbox.run("layout", "--snippet", "badge.swift", "--snapshot-host", "size-that-fits", "--format", "svg")
        #expect(fitting.status == 0, "\(fitting.stderr)")
        #expect(!fitting.stdout.contains(#"viewBox="0 0 0 0""#) && fitting.stdout.contains(#"viewBox="0 0 "#), "\(fitting.stdout.prefix(300))")
    }

    @Test func anUnknownHostExitsTwoNamingIt() throws {
        let sandbox = try Sandbox()
        try sandbox.write("badge.swift", #"Text("New")"#)
        let result = try sandbox.run("layout", "--snippet", "badge.swift", "--snapshot-host", "iPhone99")
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown snapshot host 'iPhone99'"), "\(result.stderr)")
        let mixed = try sandbox.run("layout", "--snippet", "badge.swift", "--snapshot-host", "iPhone13", "--canvas", "100x100")
        #expect(mixed.status == 2)
    }
}
