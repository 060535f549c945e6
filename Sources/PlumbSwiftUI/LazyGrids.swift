import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// `LazyVGrid(columns:alignment:spacing:)` and `LazyHGrid(rows:alignment:spacing:)`. The items
/// are read where the project writes them: in the call, in a constant, or in a stored `var` the
/// code never sets again (`private var layout = [GridItem(.adaptive(minimum: 100))]`,
/// `WrittenAssignments.unchangedValue`), their numbers and counts through the values the project
/// declares (`GridItem(.fixed(Metrics.icon), spacing: .gap)`, `Array(repeating: item, count:
/// daysInWeek)`). Apple documents the grid's `alignment` as placing each view in its cell.
extension TreeBuilder {
    func lazyGrid(_ name: String, _ call: inout Call) -> ViewNode {
        let items = call.arguments.readMade(GridItemSyntax.itemsLabel(ofLazyGrid: name)) { written, arguments in
            GridItemReader.items(written, arguments) ?? unchangedItems(written, arguments)
        } ?? []
        let spacing = call.arguments.number("spacing")
        let cells = builtContent(call)
        if name == "LazyVGrid" {
            let horizontal = call.arguments.read("alignment", LiteralValue.horizontalAlignment) ?? .center
            return .lazyVGrid(columns: items, spacing: spacing, alignment: Alignment(horizontal: horizontal, vertical: .center), cells)
        }
        let vertical = call.arguments.read("alignment", LiteralValue.verticalAlignment) ?? .center
        return .lazyHGrid(rows: items, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: vertical), cells)
    }

    /// The items of a stored `var` of the type around `written` that keeps its initial value.
    private func unchangedItems(_ written: ExprSyntax, _ arguments: (LabeledExprListSyntax) -> CallArguments) -> [GridItem]? {
        guard let name = ReadingScope.propertyName(written), case .notFound = ScopeLookup.find(name, from: Syntax(written)),
            let type = ScopeLookup.enclosingTypes(of: Syntax(written)).first,
            let initial = values.unchangedValue(ofProperty: name, of: type)
        else { return nil }
        return GridItemReader.items(initial, arguments)
    }
}

/// Reads the items of a grid's `columns:` or `rows:` (`GridItemSyntax`) into layout items, each
/// argument through `arguments` (the values the project declares, read where the items are
/// written). An item with an `alignment` of its own is not modelled: unread.
enum GridItemReader {
    static func items(_ expression: ExprSyntax, _ arguments: (LabeledExprListSyntax) -> CallArguments) -> [GridItem]? {
        guard let written = GridItemSyntax.items(in: expression, count: { count($0, arguments) }) else { return nil }
        let items = written.compactMap { item($0, arguments) }
        return items.count == written.count ? items : nil
    }

    /// A repeated item's count, read in the call that writes it: `count: 3`, `count: daysInWeek`.
    private static func count(_ expression: ExprSyntax, _ arguments: (LabeledExprListSyntax) -> CallArguments) -> Double? {
        guard let list = expression.parent?.parent?.as(LabeledExprListSyntax.self) else { return nil }
        var read = arguments(list)
        return read.count("count").map(Double.init)
    }

    static func item(_ written: GridItemSyntax, _ arguments: (LabeledExprListSyntax) -> CallArguments) -> GridItem? {
        var read = arguments(written.call.arguments)
        let size = read.read(position: 0) { Self.size($0, arguments) } ?? .flexible()
        let spacing = read.number("spacing")
        // An item's own alignment, which places its views instead of the grid's, is not modelled.
        guard read.unreadable.isEmpty, read.expression("alignment") == nil else { return nil }
        return GridItem(size, spacing: spacing)
    }

    static func size(_ expression: ExprSyntax, _ arguments: (LabeledExprListSyntax) -> CallArguments) -> GridItem.Size? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let kind = GridItemSyntax.SizeKind(call) else { return nil }
        var read = arguments(call.arguments)
        let size: GridItem.Size? = switch kind {
        case .fixed: read.number(position: 0).map { .fixed($0) }
        case .flexible: .flexible(minimum: read.number("minimum") ?? 10, maximum: read.number("maximum") ?? .infinity)
        case .adaptive: read.number("minimum").map { .adaptive(minimum: $0, maximum: read.number("maximum") ?? .infinity) }
        }
        return read.unreadable.isEmpty ? size : nil
    }
}
