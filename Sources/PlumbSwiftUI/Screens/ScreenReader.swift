import PlumbCore
import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// How many rows a `ForEach` or `List` over data is laid out with: an empty state, one row, or
/// a long list.
public enum RowCount: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case empty, one, many

    /// The number of rows; "many" is enough to fill a phone screen with ordinary rows.
    public var count: Int {
        switch self {
        case .empty: 0
        case .one: 1
        case .many: 12
        }
    }

    public var description: String {
        switch self {
        case .empty: "empty"
        case .one: "one row"
        case .many: "many rows"
        }
    }
}

/// What a reading asked of its host. A tree read for one host is the tree of every host that
/// answers those questions alike, so a screen is read once for the dozens of scenarios it is laid
/// out on unless its code branches on them (see `ScreenTrees`).
public struct HostQuestions: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The platform `#if` is compiled for.
    public static let platform = HostQuestions(rawValue: 1 << 0)
    /// The size classes, for `horizontalSizeClass` and `verticalSizeClass` branches.
    public static let sizeClasses = HostQuestions(rawValue: 1 << 1)
    /// Whether content shown only at run time is there (`OptionalContent`), for a run-time `if`.
    public static let optionalContent = HostQuestions(rawValue: 1 << 2)
    /// Which candidate a number the source leaves open takes (`OpenNumbers`).
    public static let openNumbers = HostQuestions(rawValue: 1 << 3)
    /// The text size, which a `@ScaledMetric` scales with.
    public static let textSize = HostQuestions(rawValue: 1 << 4)
    /// The display's scale, for `UIScreen.main.scale` and `@Environment(\.displayScale)`.
    public static let displayScale = HostQuestions(rawValue: 1 << 5)
    /// The device's idiom, for `UIDevice.current.userInterfaceIdiom` compared with a case.
    public static let idiom = HostQuestions(rawValue: 1 << 6)

    /// Whether `first` and `second` give the same answers to these questions.
    public func answerAlike(_ first: LayoutHost?, _ second: LayoutHost?) -> Bool {
        (!contains(.platform) || CompileCondition.compilesAlike(ReadingOptions(host: first).platform, ReadingOptions(host: second).platform))
            && (!contains(.sizeClasses) || first?.sizeClasses == second?.sizeClasses)
            && (!contains(.optionalContent) || first?.optionalContent ?? .present == second?.optionalContent ?? .present)
            && (!contains(.openNumbers) || first?.openNumbers ?? .low == second?.openNumbers ?? .low)
            && (!contains(.textSize) || first?.dynamicTypeSize ?? .large == second?.dynamicTypeSize ?? .large)
            && (!contains(.displayScale) || Self.displayScale(of: first) == Self.displayScale(of: second))
            && (!contains(.idiom) || first?.platform?.userInterfaceIdiom == second?.platform?.userInterfaceIdiom)
    }

    /// The display scale a reading takes from `host`: a device's, none for a bare canvas.
    private static func displayScale(of host: LayoutHost?) -> Double? {
        host?.platform == nil ? nil : host?.scale
    }
}

/// What a reading is for: the host it will be laid out in (its size classes decide
/// `horizontalSizeClass` branches, its platform `#if os(…)`), and the row count for data. The
/// reader asks the host only through `TreeBuilder.hostPlatform` and `hostSizeClasses`, which
/// record the question (`HostQuestions`).
public struct ReadingOptions: Sendable {
    public var host: LayoutHost?
    public var rows: RowCount
    /// Whether the tree keeps the choices the reader made (`ScreenTree.assumptions`), which
    /// `plumb layout` and the MCP `layout` tool show; a lint run reads every screen many times
    /// and shows none, so it spares itself their messages.
    public var recordsAssumptions: Bool
    /// The text sizes a layout modifier that reads a `@ScaledMetric` is read at, each, into one
    /// node that holds them all (`TextSizeLayouts`), so that the reading need not ask the host's
    /// text size; empty reads it at the host's only. The tree holds such nodes until
    /// `ViewNode.atTextSize(_:)` takes each at one text size: only `ScreenTrees` asks for them.
    var textSizes: [DynamicTypeSize] = []

    public init(host: LayoutHost? = nil, rows: RowCount = .many, recordsAssumptions: Bool = true) {
        self.host = host
        self.rows = rows
        self.recordsAssumptions = recordsAssumptions
    }

    /// The platform `#if` is compiled for: the host's; iOS when there is no device.
    var platform: Platform {
        switch host?.platform {
        case .watchOS?: .watchOS
        case .tvOS?: .tvOS
        case .iPadOS?: .iPadOS
        case .iOS?, nil: .iOS
        }
    }
}

/// Something the reader could not model, or a choice it made, at a place in the source.
public struct ReaderIssue: Sendable, Hashable, CustomStringConvertible {
    public let position: SourcePosition
    public let message: String

    public var line: Int { position.line }
    public var column: Int { position.column }

    public var description: String { "\(position.file):\(position.line):\(position.column): \(message)" }
}

/// A `View` type of the project that can be laid out: its name and where it is declared.
public struct Screen: Sendable, Hashable {
    public let typeName: String
    public let position: SourcePosition
    /// A screen rather than a component (`ProjectScreens`).
    public let isScreen: Bool
}

/// The view tree of one screen for one host and row count, with what the reader could not
/// model (`issues`; each is also an opaque node in the tree) and the choices it made
/// (`assumptions`: run-time branches taken, rows laid out).
public struct ScreenTree: Sendable {
    public let screen: String
    public let root: ViewNode
    public let rows: RowCount
    public let issues: [ReaderIssue]
    public let assumptions: [ReaderIssue]
    /// What the reading asked of its host: the tree is the same for any host answering alike.
    public let hostQuestions: HostQuestions
}

/// The entry point for laying out a project's screens: the View types of a project, and the
/// view tree of one of them for a scenario. Custom views are followed through their call sites
/// with their parameters bound to the arguments (literals, constants, theme tokens,
/// `@ViewBuilder` content); `if`/`switch`/`#if` follow the host where it decides them; data is
/// laid out with a representative row count; what cannot be read is an opaque node with a
/// reason, never a guess. Every node carries its `SourceOrigin`.
///
///     let reader = ScreenReader(facts: facts)
///     for screen in reader.screens where screen.isScreen {
///         let tree = try reader.tree(of: screen.typeName, options: ReadingOptions(host: LayoutHost(scenario: s)))
///         let placed = LayoutEngine.layout(tree.root, in: LayoutHost(scenario: s))
///     }
public struct ScreenReader: Sendable {
    public let facts: ProjectFacts
    /// The environment keys the project sets, found once for every screen read.
    let environmentKeyWrites: EnvironmentKeyWrites
    /// The strings stored properties are only ever set to, found once for every screen read.
    let writtenAssignments = WrittenAssignmentMemo()

    /// With `keyScans`, the files scanned for an earlier reader's environment keys are not
    /// scanned again.
    public init(facts: ProjectFacts, keyScans: EnvironmentKeyScans? = nil) {
        self.facts = facts
        environmentKeyWrites = EnvironmentKeyWrites(facts: facts, scans: keyScans)
    }

    /// What every reading depends on besides the questions it asks the facts (`FactReads`): the
    /// environment keys the project sets, found once by scanning every file's text.
    public var indexKey: String {
        environmentKeyWrites.keys.sorted().joined(separator: " ")
    }

    /// A reader of files given as source text (tests, snippets, editors).
    public init(sources: [(path: String, source: String)], themeName: String = "AppTheme") {
        var facts = ProjectFacts(themeName: themeName)
        for (path, source) in sources {
            let file = SourceFile(path: path, source: source)
            facts.merge(FactsCollector.collect(file, bytes: Array(source.utf8), themeName: themeName), of: file)
        }
        self.init(facts: facts)
    }

    /// The project's View types with a `body`, sorted by name.
    public var screens: [Screen] {
        let screens = ProjectScreens(graph: ViewGraph(facts: facts))
        return facts.types.keys.sorted().compactMap { name -> Screen? in
            guard facts.isView(name), let members = ViewTypeMembers(facts.types[name] ?? []),
                members.computedProperty("body") != nil,
                let declaration = facts.types[name]?.first(where: { !$0.isExtension }) ?? facts.types[name]?.first
            else { return nil }
            return Screen(typeName: name, position: declaration.namePosition, isScreen: screens.isScreen(name))
        }
    }

    /// The names to suggest for a view that is not found: the screens', or every view's when
    /// the project has no screen.
    public var suggestedNames: [String] {
        let views = screens
        let found = views.filter(\.isScreen)
        return (found.isEmpty ? views : found).map(\.typeName)
    }

    /// The view tree of the View type `typeName`'s body.
    public func tree(of typeName: String, options: ReadingOptions = ReadingOptions()) throws -> ScreenTree {
        let declarations = facts.types[typeName] ?? facts.types.first { $0.key.hasSuffix("." + typeName) }?.value ?? []
        let builder = TreeBuilder(facts: facts, options: options)
        guard let members = builder.compiledMembers(declarations), facts.isView(members.fullName) else {
            throw ScreenError(description: "no View type named '\(typeName)' in the project")
        }
        guard let body = members.computedProperty("body") else {
            throw ScreenError(description: "'\(typeName)' has no body the reader can see")
        }
        builder.environmentKeyWrites = environmentKeyWrites
        builder.writtenAssignments = writtenAssignments
        let root = builder.content(builder.screenViews(members, body: body))
        return ScreenTree(
            screen: members.fullName, root: root, rows: options.rows, issues: builder.issues,
            assumptions: builder.assumptions, hostQuestions: builder.hostQuestions)
    }
}

/// A screen that cannot be read: no such View type, or no body.
public struct ScreenError: Error, Sendable, CustomStringConvertible {
    public let description: String
}
