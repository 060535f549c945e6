import ArgumentParser
import Foundation
import PlumbCore
import PlumbLayout
import PlumbLint
import PlumbProject
import PlumbSwiftUI
import PlumbSyntax
import PlumbWireframe

/// `plumb layout`: lays a screen of a project, or a SwiftUI snippet, out the way SwiftUI does.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay a screen of a project, or a SwiftUI snippet, out the way SwiftUI does, on a canvas or devices of the catalog."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, svg
    }

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

    @Argument(help: "The project (a directory or files) that holds the --view type; default: the current directory.")
    var paths: [String] = []

    @Option(help: "A View type of the project whose body to lay out, e.g. FeedView.")
    var view: String?

    @Option(help: "A Swift file holding one view expression, or a View type whose body is laid out.")
    var snippet: String?

    @Option(help: "A host of WIDTHxHEIGHT points with no safe area (@3x), e.g. 200x200.")
    var canvas: String?

    @Option(help: "A device of the catalog (plumb devices) by id or name, e.g. iphone-15 or \"iPhone 15\".")
    var device: String?

    @Flag(help: "With --view: the default scenarios, the default devices in each orientation and an iPad 1/3 Split View pane.")
    var allDevices = false

    @Option(help: "portrait or landscape (with --device).")
    var orientation: Orientation = .portrait

    @Option(help: "The Dynamic Type size: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1…AX5 (default: large; with --snapshot-host, the configuration's).")
    var textSize: String?

    @Option(help: ArgumentHelp(
        "A swift-snapshot-testing host, as its .image(layout:) renders a view: a device configuration (iPhone13, iPhone13-landscape, iPadPro11-portrait-oneThird), size-that-fits or WIDTHxHEIGHT (.fixed); @2x or @3x after it for the simulator's scale (default @3x).",
        valueName: "host"))
    var snapshotHost: String?

    @Option(help: "How long text known only at run time is: short (one word), typical (for its role) or long (twice typical).")
    var textLength: TextLength = .typical

    @Option(help: "Whether content shown only at run time (a run-time if, an optional mapped into a view) is there: present (every such if takes its first branch) or absent (its else, or nothing).")
    var optionalContent: OptionalContent = .present

    @Option(help: "Where a number is chosen at run time among known candidates (isCompact ? 8 : 16): low (every such number at its smallest) or high (at its largest).")
    var values: OpenNumbers = .low

    @Option(help: "Rows for ForEach and List over data: empty, one or many.")
    var rows: Rows = .many

    @Option(help: "Indented text, JSON for other tools, or an SVG wireframe.")
    var format: Format = .text

    @Flag(help: "Say how much of each screen the layout rules judge and why the rest is not modelled, by cause (text or json); with --view, that screen's views not modelled.")
    var coverage = false

    @Option(help: "Write the device-matrix report (index.html) into this directory: the view on every scenario of --device, else of the default devices, at --text-size, else at xSmall, Large and AX5.")
    var report: String?

    func run() throws {
        if coverage { return try printCoverage() }
        let textSize = try dynamicTypeSize()
        let snapshot = try snapshotLayout()
        let source: (name: String, layout: @Sendable (LayoutHost) -> PlacedView, palette: ColorPalette)
        switch (snippet, view) {
        case (let snippet?, nil):
            guard paths.isEmpty, !allDevices else { throw RunFailure(message: "--snippet takes no PATH and no --all-devices") }
            source = (snippet, try snippetLayout(snippet, snapshot: snapshot?.layout), ColorPalette())
        case (nil, let view?):
            let reader = try projectReader()
            source = (view, try screenLayout(view, reader: reader, snapshot: snapshot?.layout), ColorPalette(of: reader.facts))
        case (nil, nil):
            throw RunFailure(message: "give --view TypeName (a screen of the project) or --snippet FILE")
        case (.some, .some):
            throw RunFailure(message: "give either --view or --snippet, not both")
        }
        if let report {
            try writeReport(source.name, source.layout, palette: source.palette, to: report)
            return
        }
        let hosts = try (snapshot.map { [(snapshotHost ?? "", $0.host)] } ?? self.hosts(textSize: textSize)).map { name, host in
            var host = host
            host.openNumbers = values
            return (name, host)
        }
        let outputs = try hosts.map { name, host -> String in
            let placed = source.layout(host)
            // A size-that-fits snapshot's window is the view's own size.
            let window = snapshot?.layout == .sizeThatFits ? placed.frame.size : host.screenSize
            switch format {
            case .text: return (hosts.count > 1 ? "== \(name)\n" : "") + placed.text
            case .json: return placed.json(canvas: window, lineBoxesAt: snapshot.map { _ in host.scale })
            case .svg:
                guard hosts.count == 1 else { throw RunFailure(message: "--format svg draws one host; give --device or --canvas") }
                let canvas = snapshot == nil ? try drawingCanvas() : DeviceCanvas(size: window, safeArea: host.safeAreaInsets, title: "\(name) snapshot")
                return Wireframe(canvas: canvas, root: placed, title: source.name, palette: source.palette).svgFile
            }
        }
        switch format {
        case .svg: print(outputs.joined(), terminator: "")
        case .json where hosts.count > 1: print("[" + outputs.joined(separator: ",\n") + "]")
        default: print(outputs.joined(separator: "\n"))
        }
    }

    /// The snippet's tree laid out in a host; what the reader could not model is noted once.
    private func snippetLayout(_ snippet: String, snapshot: SnapshotLayout?) throws -> @Sendable (LayoutHost) -> PlacedView {
        guard let text = try? String(contentsOfFile: snippet, encoding: .utf8) else {
            throw RunFailure(message: "cannot read snippet file '\(snippet)'")
        }
        let rows = rows.count
        let reading: SnippetReading
        do {
            reading = try SnippetReader.read(text, fileName: snippet, options: ReadingOptions(rows: rows))
        } catch {
            throw RunFailure(message: "\(error)")
        }
        Self.note(reading.issues)
        return { host in
            let root = (try? SnippetReader.read(text, fileName: snippet, options: ReadingOptions(host: host, rows: rows)))?.root
            return Self.layout(root ?? reading.root, in: host, snapshot: snapshot)
        }
    }

    /// The screen's tree, read for each host (its size classes and platform decide branches).
    private func screenLayout(
        _ typeName: String, reader: ScreenReader, snapshot: SnapshotLayout?
    ) throws -> @Sendable (LayoutHost) -> PlacedView {
        // A host without a device (no platform, no size classes) in the scenario asked for, so
        // that the notes name the branches that scenario takes.
        var noted = LayoutHost(screenSize: .zero, optionalContent: optionalContent)
        noted.openNumbers = values
        let options = ReadingOptions(host: noted, rows: rows.count)
        // Read once per answer to what the reading asks of its host, not once per device.
        let readings = ScreenReadings(reader: reader)
        let tree: ScreenTree
        do {
            tree = try readings.tree(of: typeName, options: options)
        } catch {
            let screens = reader.suggestedNames.prefix(12).joined(separator: ", ")
            throw RunFailure(message: "\(error)" + (screens.isEmpty ? "" : "; screens: \(screens)"))
        }
        Self.note(tree.issues)
        Self.note(tree.assumptions, kind: "assumed")
        return { host in
            var hosted = options
            hosted.host = host
            let root = (try? readings.tree(of: typeName, options: hosted))?.root ?? tree.root
            return Self.layout(root, in: host, snapshot: snapshot)
        }
    }

    /// The project's facts, gathered from every Swift file under the paths as a lint gathers
    /// them: in parallel, with the project model (localized strings, the asset catalogs' images
    /// and colours) built meanwhile, and the trees of files that declare no view let go.
    private func projectReader() throws -> ScreenReader {
        let configuration = try ConfigurationResolver.configuration(explicit: nil, paths: paths)
        let roots = paths.isEmpty ? ["."] : paths
        let discovery = FileDiscovery(configuration: configuration).discover(roots)
        guard discovery.failures.isEmpty else { throw RunFailure(message: discovery.failures.joined(separator: "\n")) }
        let gathered = Linter(configuration: configuration).gatherFacts(of: discovery.inputs, roots: roots)
        if let failure = gathered.failures.first { throw RunFailure(message: failure) }
        return ScreenReader(facts: gathered.facts)
    }

    /// An app's root view in the host, or the view of a snapshot test as its layout hosts it.
    private static func layout(_ root: ViewNode, in host: LayoutHost, snapshot: SnapshotLayout?) -> PlacedView {
        snapshot.map { LayoutEngine.layout(root, snapshot: $0, in: host) } ?? LayoutEngine.layout(root, in: host)
    }

    /// `--snapshot-host`: the layout and its host, at the text size given, else the configuration's.
    private func snapshotLayout() throws -> (layout: SnapshotLayout, host: LayoutHost)? {
        guard let snapshotHost else { return nil }
        guard canvas == nil, device == nil, !allDevices, report == nil else {
            throw RunFailure(message: "--snapshot-host takes no --canvas, --device, --all-devices or --report")
        }
        let parts = snapshotHost.split(separator: "@", omittingEmptySubsequences: false)
        let scale = parts.count == 2 ? Double(parts[1].lowercased().replacingOccurrences(of: "x", with: "")) : 3
        guard parts.count <= 2, let scale, scale >= 1, let layout = SnapshotLayout(name: String(parts[0])) else {
            throw RunFailure(message: "unknown snapshot host '\(snapshotHost)': give a swift-snapshot-testing device configuration (iPhone13, iPhone13-landscape, iPadPro11-portrait-oneThird; \(SnapshotDeviceConfigs.source)), size-that-fits or WIDTHxHEIGHT, with @2x or @3x after it if the simulator's scale is not 3")
        }
        let named = try textSize.map { _ in try dynamicTypeSize() }
        var host = layout.host(scale: scale, dynamicTypeSize: named)
        host.textLength = textLength
        return (layout, host)
    }

    private static func note(_ issues: [ReaderIssue], kind: String = "note") {
        for issue in issues {
            FileHandle.standardError.write(Data("\(issue.position.file):\(issue.line):\(issue.column): \(kind): \(issue.message)\n".utf8))
        }
    }

    private func writeReport(
        _ name: String, _ layout: @escaping @Sendable (LayoutHost) -> PlacedView, palette: ColorPalette, to directory: String
    ) throws {
        guard canvas == nil else { throw RunFailure(message: "--report draws devices; give --device or no host, not --canvas") }
        let device = try device.map(Self.device(id:))
        let named = try dynamicTypeSize()
        // The default text size draws the report's three; another draws that one.
        let textSize = named == .large ? nil : named
        let screen = MatrixScreenSource(name: name, file: snippet, layout: layout)
        let command = snippet.map { "plumb layout --snippet \($0)" } ?? "plumb layout --view \(name)"
        let matrix = try DeviceMatrix(
            screens: [screen], scenarios: MatrixOutput.scenarios(device: device, textSize: textSize), findings: [],
            source: command, palette: palette, judge: MatrixOutput.judgement)
        try MatrixOutput.writeReport(matrix, to: directory)
    }

    /// The screen the wireframe is drawn on: the device's, or a bare canvas.
    private func drawingCanvas() throws -> DeviceCanvas {
        if let id = device {
            let device = try Self.device(id: id)
            let scenario = device.fullScreenScenarios.first { $0.orientation == orientation } ?? device.fullScreenScenarios[0]
            return DeviceCanvas(scenario: scenario)
        }
        let host = try singleHost(textSize: try dynamicTypeSize())
        return DeviceCanvas(size: host.screenSize, title: "\(NumberText.literal(host.screenSize.width))×\(NumberText.literal(host.screenSize.height)) canvas")
    }

    private static func device(id: String) throws -> Device {
        guard let device = DeviceCatalog.device(named: id) else {
            throw RunFailure(message: DeviceCatalog.unknownDevice(id))
        }
        return device
    }

    private func dynamicTypeSize() throws -> DynamicTypeSize {
        guard let size = DynamicTypeSize.named(textSize ?? "large") else {
            throw RunFailure(message: "unknown text size '\(textSize ?? "")' (xSmall … AX5)")
        }
        return size
    }

    /// The hosts to lay out in: with `--all-devices` the default scenarios; a screen with no
    /// host given goes on an iPhone 15 in portrait; otherwise the canvas or device given.
    private func hosts(textSize: DynamicTypeSize) throws -> [(name: String, host: LayoutHost)] {
        if allDevices {
            guard canvas == nil, device == nil else { throw RunFailure(message: "--all-devices takes no --device or --canvas") }
            return DeviceCatalog.defaultScenarios.map {
                ($0.id, LayoutHost(scenario: $0, textSize: textSize, textLength: textLength, optionalContent: optionalContent))
            }
        }
        if view != nil, canvas == nil, device == nil {
            let phone = try Self.device(id: "iphone-15")
            return [
                (
                    phone.id,
                    LayoutHost(
                        device: phone, orientation: orientation, dynamicTypeSize: textSize, textLength: textLength,
                        optionalContent: optionalContent)
                )
            ]
        }
        return [(device ?? canvas ?? "", try singleHost(textSize: textSize))]
    }

    private func singleHost(textSize: DynamicTypeSize) throws -> LayoutHost {
        switch (canvas, device) {
        case (let canvas?, nil):
            guard let size = Size(canvas: canvas) else {
                throw RunFailure(message: "bad canvas '\(canvas)': expected WIDTHxHEIGHT in points, e.g. 200x200")
            }
            return LayoutHost(screenSize: size, dynamicTypeSize: textSize, textLength: textLength, optionalContent: optionalContent)
        case (nil, let id?):
            return LayoutHost(
                device: try Self.device(id: id), orientation: orientation, dynamicTypeSize: textSize, textLength: textLength,
                optionalContent: optionalContent)
        case (nil, nil):
            throw RunFailure(message: "give --canvas WIDTHxHEIGHT or --device ID")
        case (.some, .some):
            throw RunFailure(message: "give either --canvas or --device, not both")
        }
    }
}

extension Orientation: ExpressibleByArgument {}
extension TextLength: ExpressibleByArgument {}
extension OptionalContent: ExpressibleByArgument {}
extension OpenNumbers: ExpressibleByArgument {}
