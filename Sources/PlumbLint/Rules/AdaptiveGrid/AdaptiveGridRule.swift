import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Grids adapt their column count to the width they get (docs/design-system.md#adaptive-grids).
struct AdaptiveGridRule: SyntaxRule {
    static let description = RuleDescription(
        id: "adaptive-grid",
        summary: "A lazy grid with a fixed number of `.flexible()`/`.fixed()` columns",
        explanation: """
            docs/design-system.md#adaptive-grids: "Always use `GridItem(.adaptive(minimum:maximum:))` — automatically adjusts columns" and \
            "NEVER hardcode frame widths or column counts". Two flexible columns are right on an iPhone and \
            far too few on an iPad in landscape. This rule reports the `columns:` of a `LazyVGrid` (or the \
            `rows:` of a `LazyHGrid`) when they are two or more items that are all `.flexible()` or \
            `.fixed()` — written as an array literal, as `Array(repeating:count:)` (or `[GridItem](repeating:count:)`, \
            `.init(repeating:count:)`), or as a constant, a \
            stored `let` or `var` (in every branch of an `#if`) or a computed property holding one, or a parameter of the view that every caller in the project \
            passes such columns (from the view graph). A single column, and any array with an `.adaptive` item, is fine; \
            columns computed from the size class or the width are not reported, nor is code only built for \
            watchOS, whose screen has one narrow width, nor a widget's (in a `Widget`'s configuration or a view \
            that reads `\\.widgetFamily`), drawn at the fixed size of its family. Column counts fixed by meaning are not reported \
            either: seven columns (the days of a week), and a grid of a fixed set of cells written out one by \
            one with no `ForEach` (two equal-width buttons), and a table whose header row (a cell per column) is \
            written out before the `ForEach` of its rows, and a board of `.fixed` cells over a set fixed in code \
            (an array literal, a range with literal bounds) that fills every row (nine positions in three \
            columns). A view only previews reach (directly, or through views only previews use, at any depth) is preview code.
            """,
        severity: .error,
        kind: .syntax,
        platforms: .on([.iOS, .iPadOS, .macOS, .tvOS, .visionOS]),
        triggering: [
            // Fixed cells over a set that does not fill the rows, or over data: not a board.
            RuleExample("let g = LazyVGrid(columns: ↓Array(repeating: GridItem(.fixed(40)), count: 3)) { ForEach(0..<10) { Cell(index: $0) } }"),
            RuleExample("let g = LazyVGrid(columns: ↓[GridItem(.fixed(90)), GridItem(.fixed(90))]) { ForEach(model.photos) { PhotoCell(photo: $0) } }"),
            RuleExample("let g = LazyVGrid(columns: ↓[GridItem(.flexible()), GridItem(.flexible())]) { cells }"),
            RuleExample("let g = LazyVGrid(columns: ↓Array(repeating: GridItem(.flexible(), spacing: 16), count: 3)) { cells }"),
            RuleExample("let g = LazyHGrid(rows: ↓[GridItem(.fixed(80)), GridItem(.fixed(80))]) { cells }"),
            RuleExample("let g = LazyVGrid(columns: ↓[GridItem](repeating: GridItem(.flexible()), count: 2)) { cells }"),
            RuleExample("let g = LazyVGrid(columns: ↓.init(repeating: GridItem(.fixed(64)), count: 4)) { cells }"),
            RuleExample("""
                struct Gallery: View {
                    private let columns = [GridItem(), GridItem()]
                    var body: some View { LazyVGrid(columns: ↓columns) { cells } }
                }
                """),
            RuleExample("""
                enum Layout { static let columns = [GridItem(.flexible()), GridItem(.flexible())] }
                let g = LazyVGrid(columns: ↓Layout.columns) { cells }
                """),
            RuleExample("""
                struct Gallery: View {
                    let columns: [GridItem]
                    var body: some View { LazyVGrid(columns: ↓columns) { cells } }
                }
                struct Photos: View {
                    var body: some View { Gallery(columns: [GridItem(.flexible()), GridItem(.flexible())]) }
                }
                """),
            // Columns in a `var`, in the branches of an `#if`, and returned by a property.
            RuleExample("""
                struct Shelf: View {
                    var columns: [GridItem] = [GridItem(.flexible()), GridItem(.flexible())]
                    var body: some View { LazyVGrid(columns: ↓columns) { ForEach(books) { BookCell(book: $0) } } }
                }
                """),
            RuleExample("""
                struct Shelf: View {
                    #if os(iOS)
                    private let columns = [GridItem(.flexible()), GridItem(.flexible())]
                    #else
                    private let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
                    #endif
                    var body: some View { LazyVGrid(columns: ↓columns) { ForEach(books) { BookCell(book: $0) } } }
                }
                """),
            RuleExample("""
                struct Shelf: View {
                    private var columns: [GridItem] { [GridItem(.flexible()), GridItem(.flexible())] }
                    var body: some View { LazyVGrid(columns: ↓columns) { ForEach(books) { BookCell(book: $0) } } }
                }
                """),
            // A view previews use, but also a screen, through a view between them.
            RuleExample("""
                struct ColorSwatches: View {
                    var body: some View { LazyVGrid(columns: ↓[GridItem(.fixed(32)), GridItem(.fixed(32))]) { swatches } }
                }
                struct ColorField: View {
                    var body: some View { ColorSwatches() }
                }
                struct TagEditor: View {
                    var body: some View { Form { ColorField() } }
                }
                @main struct TagsApp: App { var body: some Scene { WindowGroup { TagEditor() } } }
                #Preview { ColorSwatches() }
                """),
        ],
        nonTriggering: [
            // A board whose shape is its meaning: nine positions in three columns.
            RuleExample("""
                struct AnchorPicker: View {
                    let anchors: [UnitPoint] = [.topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing]
                    var body: some View {
                        LazyVGrid(columns: Array(repeating: GridItem(.fixed(40)), count: 3)) {
                            ForEach(anchors, id: \\.self) { anchor in AnchorCell(anchor: anchor) }
                        }
                    }
                }
                """),
            RuleExample("let keypad = LazyVGrid(columns: [GridItem(.fixed(72)), GridItem(.fixed(72)), GridItem(.fixed(72))]) { ForEach(0..<12) { KeyCell(index: $0) } }"),
            // A label and its value in each row, written out: a table, also with a row shown only sometimes.
            RuleExample("""
                struct NutritionSummary: View {
                    let showsFat: Bool
                    var body: some View {
                        LazyVGrid(columns: [GridItem(.flexible(), alignment: .leading), GridItem(.flexible(), alignment: .trailing)]) {
                            Group { Text("Carbs"); Text("12 g") }
                            if showsFat {
                                Group { Text("Fat"); Text("3 g") }
                            }
                        }
                    }
                }
                """),
            // A medium widget is always the same width.
            RuleExample("""
                struct FollowersWidgetView: View {
                    @Environment(\\.widgetFamily) var family
                    var body: some View {
                        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { ForEach(accounts) { AccountCell($0) } }
                    }
                }
                """),
            RuleExample("""
                import WidgetKit
                struct SummaryWidget: Widget {
                    let columns = [GridItem(.flexible()), GridItem(.flexible())]
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "summary", provider: Provider()) { entry in
                            LazyVGrid(columns: columns) { ForEach(entry.values) { Gauge($0) } }
                        }
                    }
                }
                """),
            RuleExample("""
                let buttons = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                    GameButton(title: "Timed") { start(.timed) }
                    GameButton(title: "Unlimited") { start(.unlimited) }
                }
                """),
            RuleExample("let month = LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 7)) { ForEach(days) { DayCell(day: $0) } }"),
            RuleExample("let g = LazyVGrid(columns: [GridItem(.adaptive(minimum: 160, maximum: 320))]) { cells }"),
            RuleExample("let g = LazyVGrid(columns: [GridItem(.flexible())]) { cells }"),
            RuleExample("let g = LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.adaptive(minimum: 120))]) { cells }"),
            RuleExample("let g = LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: columnCount)) { cells }"),
            RuleExample("""
                struct Gallery: View {
                    @Environment(\\.horizontalSizeClass) private var sizeClass
                    private var columns: [GridItem] {
                        Array(repeating: GridItem(.flexible()), count: sizeClass == .compact ? 2 : 4)
                    }
                    var body: some View { LazyVGrid(columns: columns) { cells } }
                }
                """),
            RuleExample("let g = LazyVGrid(columns: makeColumns(for: width)) { cells }"),
            RuleExample("""
                struct Gallery: View {
                    let columns: [GridItem]
                    var body: some View { LazyVGrid(columns: columns) { cells } }
                }
                struct Photos: View {
                    var body: some View {
                        Gallery(columns: [GridItem(.flexible()), GridItem(.flexible())])
                        Gallery(columns: [GridItem(.adaptive(minimum: 100))])
                    }
                }
                """),
            RuleExample("""
                struct Gallery: View {
                    let columns: [GridItem]
                    var body: some View { LazyVGrid(columns: columns) { cells } }
                }
                """),
            // A table: a header row written out, then the rows.
            RuleExample("""
                let table = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.fixed(60))]) {
                    Text("Name").bold()
                    Text("Kind").bold()
                    Text("Size").bold()
                    ForEach(files) { file in Text(file.name); Text(file.kind); Text(file.size) }
                }
                """),
            // A helper view only previews show.
            RuleExample("""
                struct SwatchGrid: View {
                    var body: some View {
                        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { ForEach(swatches) { Swatch($0) } }
                    }
                }
                #Preview { SwatchGrid() }
                """),
            // Reached only through views that only previews use, at any depth, a cycle included.
            RuleExample("""
                struct IconPalette: View {
                    var body: some View { LazyVGrid(columns: [GridItem(.fixed(32)), GridItem(.fixed(32)), GridItem(.fixed(32))]) { icons } }
                }
                struct IconPicker: View {
                    @State private var expanded = false
                    var body: some View { if expanded { IconPalette() } else { IconEditor() } }
                }
                struct IconEditor: View {
                    var body: some View { IconPicker() }
                }
                struct IconEditor_Previews: PreviewProvider {
                    static var previews: some View { IconEditor() }
                }
                """),
            RuleExample("""
                #if os(watchOS)
                let g = LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) { swatches }
                #endif
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    private static let daysOfAWeek = 7

    init(setting: RuleSetting, configuration: Configuration) {}

    /// The grid's cells are written out one by one (two or more view calls, no `ForEach`): a fixed
    /// set, not data that could use more columns.
    private static func listsFixedCells(_ grid: FunctionCallExprSyntax) -> Bool {
        guard let closure = grid.trailingClosure else { return false }
        let children = ViewChildren.all(of: closure)
        return children.count >= 2 && children.allSatisfy { child in
            guard let name = child.as(FunctionCallExprSyntax.self).flatMap({ CallShape($0.chainRoot)?.initializerName }) else { return false }
            return name != "ForEach"
        }
    }

    /// A table: a header cell per column written out before the `ForEach` of its rows.
    private static func hasHeaderRow(_ grid: FunctionCallExprSyntax, columns: Int) -> Bool {
        guard let closure = grid.trailingClosure else { return false }
        let names = ViewChildren.all(of: closure).map { child in
            child.as(FunctionCallExprSyntax.self).flatMap { CallShape($0.chainRoot)?.initializerName }
        }
        guard let firstList = names.firstIndex(of: "ForEach"), firstList >= columns else { return false }
        return names[..<firstList].allSatisfy { $0 != nil }
    }

    /// A board: fixed-size cells over a set fixed in code (an array literal, a range with literal
    /// bounds) that fills every row, such as nine positions in three columns. Its shape is what it
    /// means, which adaptive columns would break.
    private static func isFixedBoard(_ grid: FunctionCallExprSyntax, items: ExprSyntax, columns: Int, facts: ProjectFacts) -> Bool {
        let written = GridItemSyntax.items(in: items) ?? StoredValues.values(of: items, facts: facts).first.flatMap { GridItemSyntax.items(in: $0) }
        guard let written, written.allSatisfy({ $0.sizeKind == .fixed }),
              let closure = grid.trailingClosure, closure.statements.count == 1,
              let forEach = ViewChildren.direct(of: closure).first?.as(FunctionCallExprSyntax.self),
              CallShape(forEach)?.initializerName == "ForEach",
              let data = forEach.arguments.first?.expression,
              let cells = fixedElementCount(of: data, facts: facts, followsNames: true)
        else { return false }
        return cells > columns && cells % columns == 0
    }

    /// How many elements an array literal or a range with literal bounds has, written there or
    /// stored in the name given.
    private static func fixedElementCount(of data: ExprSyntax, facts: ProjectFacts, followsNames: Bool) -> Int? {
        if let array = data.as(ArrayExprSyntax.self) { return array.elements.count }
        if let sequence = data.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                  let low = elements[0].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
                  let high = elements[2].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) })
            else { return nil }
            switch op {
            case "..<": return max(high - low, 0)
            case "...": return max(high - low + 1, 0)
            default: return nil
            }
        }
        let stored = followsNames ? StoredValues.values(of: data, facts: facts) : []
        guard stored.count == 1 else { return nil }
        return fixedElementCount(of: stored[0], facts: facts, followsNames: false)
    }

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard let grid = context.shape(of: call)?.initializerName, let label = GridItemSyntax.itemsLabel(ofLazyGrid: grid),
              let argument = call.argument(label)?.expression,
              let count = fixedCount(of: argument, in: context, depth: 0), count >= 2, count != Self.daysOfAWeek,
              !Self.listsFixedCells(call), !Self.hasHeaderRow(call, columns: count),
              !Self.isFixedBoard(call, items: argument, columns: count, facts: context.facts),
              !PreviewCode.isPreviewOnlyView(around: call, in: context), !EnclosingType.isDrawnByWidgetKit(call, in: context)
        else { return }
        context.report(
            at: argument,
            "\(grid) has \(count) fixed \(label) that do not adapt to the width; use `[GridItem(.adaptive(minimum:maximum:))]`")
    }

    /// The number of items when they are all flexible or fixed; `nil` when not provable. A
    /// view's parameter has the fewest items any caller passes, when every caller passes some.
    private func fixedCount(of expression: ExprSyntax, in context: LintContext, depth: Int) -> Int? {
        guard depth < 4 else { return nil }
        if let items = GridItemSyntax.items(in: expression) {
            return !items.isEmpty && items.allSatisfy(Self.isNonAdaptive) ? items.count : nil
        }
        if expression.is(ArrayExprSyntax.self) || expression.is(FunctionCallExprSyntax.self) { return nil }
        let stored = StoredValues.values(of: expression, facts: context.facts)
        if !stored.isEmpty {
            // One value per `#if` branch: every branch must be fixed.
            let counts = stored.map { fixedCount(of: $0, in: context, depth: depth + 1) }
            return counts.contains(nil) ? nil : counts.compactMap { $0 }.min()
        }
        guard let arguments = ViewArguments.passed(for: expression, facts: context.facts, graph: context.viewGraph) else { return nil }
        let counts = arguments.map { fixedCount(of: $0, in: context, depth: depth + 1) }
        return counts.contains(nil) ? nil : counts.compactMap { $0 }.min()
    }

    /// `GridItem()`, `GridItem(.flexible())`, `GridItem(.fixed(80), spacing: 8)`.
    private static func isNonAdaptive(_ item: GridItemSyntax) -> Bool {
        item.sizeKind == .flexible || item.sizeKind == .fixed
    }
}
