import ArgumentParser
import Foundation
import PlumbCore
import PlumbLayout
import PlumbSwiftUI

/// `plumb layout --snippet FILE`: lays a SwiftUI snippet out on a canvas or a device.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay a SwiftUI snippet out the way SwiftUI does, on a canvas or a device of the catalog."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
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

    @Option(help: "Indented text, or JSON for other tools.")
    var format: Format = .text

    func run() throws {
        guard let source = try? String(contentsOfFile: snippet, encoding: .utf8) else {
            throw RunFailure(message: "cannot read snippet file '\(snippet)'")
        }
        let host = try self.host()
        let reading: SnippetReading
        do {
            reading = try SnippetReader.read(source, fileName: snippet)
        } catch {
            throw RunFailure(message: "\(error)")
        }
        for issue in reading.issues {
            FileHandle.standardError.write(Data("\(snippet):\(issue.line):\(issue.column): note: \(issue.message)\n".utf8))
        }
        let placed = LayoutEngine.layout(reading.root, in: host)
        switch format {
        case .text: print(placed.text)
        case .json: print(placed.json(canvas: host.screenSize))
        }
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
            guard let device = DeviceCatalog.device(id: id) else {
                throw RunFailure(message: "unknown device '\(id)' (see plumb devices)")
            }
            return LayoutHost(device: device, orientation: orientation, dynamicTypeSize: textSize)
        case (nil, nil):
            throw RunFailure(message: "give --canvas WIDTHxHEIGHT or --device ID")
        case (.some, .some):
            throw RunFailure(message: "give either --canvas or --device, not both")
        }
    }
}

extension Orientation: ExpressibleByArgument {}
