import ArgumentParser
import Foundation
import PlumbCore
import PlumbLayout
import PlumbLint
import PlumbSwiftUI
import PlumbSyntax

/// `plumb layout`: lays a screen of a project, or a SwiftUI snippet, out the way SwiftUI does.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay a screen of a project, or a SwiftUI snippet, out the way SwiftUI does, on a canvas or devices of the catalog."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The project (a directory or files) that holds the --view type; default: the current directory.")
    var paths: [String] = []

    @Option(help: "A View type of the project whose body to lay out, e.g. FeedView.")
    var view: String?

    @Option(help: "A Swift file holding one view expression, or a View type whose body is laid out.")
    var snippet: String?

    @Option(help: "A host of WIDTHxHEIGHT points with no safe area (@3x), e.g. 200x200.")
    var canvas: String?

    @Option(help: "A device of the catalog (plumb devices), e.g. iphone-15.")
    var device: String?

    @Flag(help: "The default scenarios: the default devices in each orientation, and an iPad 1/3 Split View pane.")
    var allDevices = false

    @Option(help: "portrait or landscape (with --device).")
    var orientation: Orientation = .portrait

    @Option(help: "The Dynamic Type size: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1…AX5.")
    var textSize: String = "large"

    @Option(help: "Rows for ForEach and List over data: empty, one or many.")
    var rows: Rows = .many

    @Option(help: "Indented text, or JSON for other tools.")
    var format: Format = .text

    enum Rows: String, ExpressibleByArgument, CaseIterable {
        case empty, one, many

        var count: RowCount {
            switch self {
            case .empty: .empty
            case .one: .one
            case .many: .many
            }
        }
    }

    func run() throws {
        let textSize = try dynamicTypeSize()
        switch (snippet, view) {
        case (let snippet?, nil):
            guard paths.isEmpty, !allDevices else { throw RunFailure(message: "--snippet takes no PATH and no --all-devices") }
            try layOutSnippet(snippet, host: try singleHost(textSize: textSize))
        case (nil, let view?):
            try layOutScreen(view, textSize: textSize)
        case (nil, nil):
            throw RunFailure(message: "give --view TypeName (a screen of the project) or --snippet FILE")
        case (.some, .some):
            throw RunFailure(message: "give either --view or --snippet, not both")
        }
    }

    private func layOutSnippet(_ snippet: String, host: LayoutHost) throws {
        guard let source = try? String(contentsOfFile: snippet, encoding: .utf8) else {
            throw RunFailure(message: "cannot read snippet file '\(snippet)'")
        }
        let reading: SnippetReading
        do {
            reading = try SnippetReader.read(source, fileName: snippet, options: ReadingOptions(host: host, rows: rows.count))
        } catch {
            throw RunFailure(message: "\(error)")
        }
        note(reading.issues)
        print(render(LayoutEngine.layout(reading.root, in: host), host: host))
    }

    private func layOutScreen(_ typeName: String, textSize: DynamicTypeSize) throws {
        let hosts = try screenHosts(textSize: textSize)
        let reader = try projectReader()
        var outputs: [String] = []
        for (name, host) in hosts {
            let tree: ScreenTree
            do {
                tree = try reader.tree(of: typeName, options: ReadingOptions(host: host, rows: rows.count))
            } catch {
                let known = reader.screens.filter(\.isRoot).map(\.typeName).prefix(12).joined(separator: ", ")
                throw RunFailure(message: "\(error)" + (known.isEmpty ? "" : "; screens: \(known)"))
            }
            if name == hosts.first?.name {
                note(tree.issues)
                note(tree.assumptions, kind: "assumed")
            }
            let placed = LayoutEngine.layout(tree.root, in: host)
            switch format {
            case .text: outputs.append((hosts.count > 1 ? "== \(name)\n" : "") + placed.text)
            case .json: outputs.append(placed.json(canvas: host.screenSize))
            }
        }
        print(format == .json && hosts.count > 1 ? "[" + outputs.joined(separator: ",\n") + "]" : outputs.joined(separator: "\n"))
    }

    /// The project's facts, gathered from every Swift file under the paths.
    private func projectReader() throws -> ScreenReader {
        let configuration = try ConfigurationResolver.configuration(explicit: nil, paths: paths)
        let discovery = FileDiscovery(configuration: configuration).discover(paths.isEmpty ? ["."] : paths)
        guard discovery.failures.isEmpty else { throw RunFailure(message: discovery.failures.joined(separator: "\n")) }
        var facts = ProjectFacts(themeName: configuration.themeName)
        for input in discovery.inputs {
            guard let data = FileManager.default.contents(atPath: input.path) else {
                throw RunFailure(message: "\(input.displayPath): cannot read the file")
            }
            let file = SourceFile(path: input.path, displayPath: input.displayPath, bytes: [UInt8](data))
            facts.merge(FactsCollector.collect(file, bytes: [UInt8](data), themeName: configuration.themeName), of: file)
        }
        return ScreenReader(facts: facts)
    }

    private func render(_ placed: PlacedView, host: LayoutHost) -> String {
        format == .text ? placed.text : placed.json(canvas: host.screenSize)
    }

    private func note(_ issues: [ReaderIssue], kind: String = "note") {
        for issue in issues {
            FileHandle.standardError.write(Data("\(issue.position.file):\(issue.line):\(issue.column): \(kind): \(issue.message)\n".utf8))
        }
    }

    private func dynamicTypeSize() throws -> DynamicTypeSize {
        guard let size = DynamicTypeSize.named(textSize) else {
            throw RunFailure(message: "unknown text size '\(textSize)' (xSmall … AX5)")
        }
        return size
    }

    /// The hosts a screen is laid out in: the device's scenario, every default device's
    /// scenarios, or a canvas; a phone in portrait by default.
    private func screenHosts(textSize: DynamicTypeSize) throws -> [(name: String, host: LayoutHost)] {
        guard allDevices else {
            if canvas == nil && device == nil, let phone = DeviceCatalog.device(id: "iphone-15") {
                return [(phone.id, LayoutHost(device: phone, orientation: orientation, dynamicTypeSize: textSize))]
            }
            return [(device ?? canvas ?? "", try singleHost(textSize: textSize))]
        }
        guard canvas == nil, device == nil else { throw RunFailure(message: "--all-devices takes no --device or --canvas") }
        return DeviceCatalog.defaultScenarios.map { ($0.id, LayoutHost(scenario: $0, textSize: textSize)) }
    }

    private func singleHost(textSize: DynamicTypeSize) throws -> LayoutHost {
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
