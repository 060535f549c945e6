import ArgumentParser
import Foundation
import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import PlumbWireframe

/// `plumb layout --snippet FILE`: lays a SwiftUI snippet out on a canvas or a device.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay a SwiftUI snippet out the way SwiftUI does, on a canvas or a device of the catalog."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, svg
    }

    @Option(help: "A Swift file holding one view expression.")
    var snippet: String

    @Option(help: "A host of WIDTHxHEIGHT points with no safe area (@3x), e.g. 200x200.")
    var canvas: String?

    @Option(help: "A device of the catalog (plumb devices), e.g. iphone-15.")
    var device: String?

    @Option(help: "portrait or landscape (with --device).")
    var orientation: Orientation = .portrait

    @Option(help: "The Dynamic Type size: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1…AX5.")
    var textSize: String = "large"

    @Option(help: "Indented text, JSON for other tools, or an SVG wireframe.")
    var format: Format = .text

    @Option(help: "Write the device-matrix report (index.html) into this directory: the view on every scenario of --device, else of the default devices, at --text-size, else at xSmall, Large and AX5.")
    var report: String?

    func run() throws {
        guard let source = try? String(contentsOfFile: snippet, encoding: .utf8) else {
            throw RunFailure(message: "cannot read snippet file '\(snippet)'")
        }
        let reading: SnippetReading
        do {
            reading = try SnippetReader.read(source, fileName: snippet)
        } catch {
            throw RunFailure(message: "\(error)")
        }
        for issue in reading.issues {
            FileHandle.standardError.write(Data("\(snippet):\(issue.line):\(issue.column): note: \(issue.message)\n".utf8))
        }
        if let report {
            try writeReport(of: reading.root, to: report)
            return
        }
        let host = try self.host()
        let placed = LayoutEngine.layout(reading.root, in: host)
        switch format {
        case .text: print(placed.text)
        case .json: print(placed.json(canvas: host.screenSize))
        case .svg: print(Wireframe(canvas: try drawingCanvas(), root: placed, title: snippet).svgFile, terminator: "")
        }
    }

    private func writeReport(of root: ViewNode, to directory: String) throws {
        guard canvas == nil else { throw RunFailure(message: "--report draws devices; give --device or no host, not --canvas") }
        let device = try device.map(Self.device(id:))
        guard let named = DynamicTypeSize.named(textSize) else {
            throw RunFailure(message: "unknown text size '\(textSize)' (xSmall … AX5)")
        }
        // The default text size draws the report's three; another draws that one.
        let textSize = named == .large ? nil : named
        let screen = MatrixScreenSource(name: snippet, file: snippet) { LayoutEngine.layout(root, in: $0) }
        let matrix = DeviceMatrix(
            screens: [screen], scenarios: MatrixOutput.scenarios(device: device, textSize: textSize), findings: [],
            source: "plumb layout --snippet \(snippet)")
        try MatrixOutput.writeReport(matrix, to: directory)
    }

    /// The screen the wireframe is drawn on: the device's, or a bare canvas.
    private func drawingCanvas() throws -> DeviceCanvas {
        if let id = device {
            let device = try Self.device(id: id)
            let scenario = device.fullScreenScenarios.first { $0.orientation == orientation } ?? device.fullScreenScenarios[0]
            return DeviceCanvas(scenario: scenario)
        }
        let host = try host()
        return DeviceCanvas(size: host.screenSize, title: "\(NumberText.literal(host.screenSize.width))×\(NumberText.literal(host.screenSize.height)) canvas")
    }

    private static func device(id: String) throws -> Device {
        guard let device = DeviceCatalog.device(id: id) else {
            throw RunFailure(message: "unknown device '\(id)' (see plumb devices)")
        }
        return device
    }

    private func host() throws -> LayoutHost {
        guard let textSize = DynamicTypeSize.named(self.textSize) else {
            throw RunFailure(message: "unknown text size '\(self.textSize)' (xSmall … AX5)")
        }
        switch (canvas, device) {
        case (let canvas?, nil):
            let parts = canvas.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
                width.isFinite, height.isFinite
            else { throw RunFailure(message: "bad canvas '\(canvas)': expected WIDTHxHEIGHT in points, e.g. 200x200") }
            return LayoutHost(screenSize: Size(width: width, height: height), dynamicTypeSize: textSize)
        case (nil, let id?):
            return LayoutHost(device: try Self.device(id: id), orientation: orientation, dynamicTypeSize: textSize)
        case (nil, nil):
            throw RunFailure(message: "give --canvas WIDTHxHEIGHT or --device ID")
        case (.some, .some):
            throw RunFailure(message: "give either --canvas or --device, not both")
        }
    }
}

extension Orientation: ExpressibleByArgument {}
