import PlumbSyntax
import SwiftSyntax

/// One dimension of a view's size as far as the source proves it: about a number of points, at
/// least a number, or unknown. Only `about` values are ever compared against a minimum.
enum Extent: Equatable {
    case unknown
    case about(Double)
    case atLeast(Double)

    /// The extent after padding of `amount` on both sides (`nil`: a padding Plumb cannot resolve).
    func padded(by amount: Double?) -> Extent {
        switch (self, amount) {
        case (.about(let size), let amount?): .about(size + amount)
        case (.about(let size), nil), (.atLeast(let size), nil): .atLeast(size)
        case (.atLeast(let size), let amount?): .atLeast(size + amount)
        case (.unknown, let amount?): .atLeast(amount)
        case (.unknown, nil): .unknown
        }
    }

    /// The extent inside a frame with a minimum of `minimum`.
    func raised(to minimum: Double?) -> Extent {
        guard let minimum else { return self == .unknown ? .unknown : .atLeast(lowerBound) }
        switch self {
        case .about(let size): return .about(max(size, minimum))
        case .atLeast(let size): return .atLeast(max(size, minimum))
        case .unknown: return .atLeast(minimum)
        }
    }

    private var lowerBound: Double {
        switch self {
        case .about(let size), .atLeast(let size): size
        case .unknown: 0
        }
    }

    /// The estimate, when the source proves the size is about this much.
    var estimate: Double? {
        if case .about(let size) = self { return size }
        return nil
    }
}

struct EstimatedSize: Equatable {
    var width: Extent
    var height: Extent

    static let unknown = EstimatedSize(width: .unknown, height: .unknown)

    static func square(_ side: Double) -> EstimatedSize {
        EstimatedSize(width: .about(side), height: .about(side))
    }
}

/// A static estimate of how big a small view is: an SF Symbol at the font in effect, then the
/// frames and paddings of its chain. Anything the estimate does not model (stacks, text, custom
/// views, modifiers that change size in ways it does not know) is unknown, never small.
struct ViewSizeEstimator {
    let resolver: ValueResolver

    /// Point sizes of the text styles at the default Dynamic Type size.
    private static let textStyles: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]
    /// A symbol's box is a little taller than its font's point size (a body symbol is 17–22pt).
    private static let symbolFactor = 1.3
    private static let imageScales: [String: Double] = ["small": 0.8, "medium": 1, "large": 1.3]
    /// Modifiers that leave a view's layout size as it is.
    private static let sizeNeutral: Set<String> = [
        "font", "fontWeight", "bold", "italic", "imageScale", "foregroundColor", "foregroundStyle", "tint",
        "symbolRenderingMode", "symbolVariant", "symbolEffect", "accessibilityLabel", "accessibilityHint",
        "accessibilityIdentifier", "accessibilityAddTraits", "accessibilityHidden", "accessibilityValue",
        "opacity", "background", "overlay", "clipShape", "cornerRadius", "shadow", "labelStyle",
        "buttonStyle", "disabled", "help", "keyboardShortcut", "hoverEffect", "id", "animation",
        "contentTransition", "transition", "rotationEffect", "offset", "tag", "matchedGeometryEffect",
        "onAppear", "onDisappear", "blendMode", "brightness", "saturation", "grayscale", "colorMultiply",
        "allowsHitTesting", "zIndex", "sensoryFeedback", "popoverTip", "accessibilityElement", "toggleStyle",
        "pickerStyle", "menuStyle", "menuIndicator", "buttonBorderShape", "accessibilityAction", "task", "onChange",
    ]

    /// The size of the view `expression` builds.
    func size(of expression: ExprSyntax) -> EstimatedSize {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return .unknown }
        let root = call.chainRoot
        return applying(call.chainModifiers, to: rootSize(root))
    }

    /// `size` after the modifiers of a chain, innermost first.
    func applying(_ modifiers: [FunctionCallExprSyntax], to size: EstimatedSize) -> EstimatedSize {
        modifiers.reduce(size) { apply($1, to: $0) }
    }

    private func rootSize(_ root: FunctionCallExprSyntax) -> EstimatedSize {
        let around = EnclosingCall.around(root)
        let isSymbol: Bool
        switch CallShape(root)?.initializerName {
        case "Image"?:
            isSymbol = root.argument("systemName") != nil && !root.appliedModifiers.contains { CallShape($0)?.modifierName == "resizable" }
        case "Label"?:
            isSymbol = EnclosingCall.nearestModifierArgument("labelStyle", in: around)?.trimmedDescription == ".iconOnly"
        default:
            isSymbol = false
        }
        guard isSymbol, let points = fontSize(EnclosingCall.nearestModifierArgument("font", in: around)) else { return .unknown }
        let scaleName = EnclosingCall.nearestModifierArgument("imageScale", in: around)?
            .as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "medium"
        guard let scale = Self.imageScales[scaleName] else { return .unknown }
        return .square((points * Self.symbolFactor * scale).rounded())
    }

    /// The point size of a font: the text styles, `.system(size:)`, `.system(.title)`; the body
    /// size when no font is set; `nil` for anything else.
    private func fontSize(_ font: ExprSyntax?) -> Double? {
        guard let font else { return Self.textStyles["body"] }
        if let member = font.as(MemberAccessExprSyntax.self) {
            if let base = member.base, base.trimmedDescription != "Font" {
                // `.title.weight(.bold)` is written as a call; a bare member with another base is a token.
                return nil
            }
            return Self.textStyles[member.declName.baseName.text]
        }
        guard let call = font.as(FunctionCallExprSyntax.self) else { return nil }
        switch CallShape(call) {
        case .modifier(let name, let base)? where ["weight", "bold", "italic", "monospaced", "leading", "width"].contains(name):
            return fontSize(base)
        case .implicitMember("system")?, .modifier("system", _)?:
            if let size = call.argument("size") { return resolver.resolve(size.expression)?.value }
            return call.arguments.first.flatMap { fontSize($0.expression) }
        default:
            return nil
        }
    }

    private func apply(_ modifier: FunctionCallExprSyntax, to size: EstimatedSize) -> EstimatedSize {
        guard let name = CallShape(modifier)?.modifierName else { return .unknown }
        switch name {
        case "padding":
            return padded(size, by: modifier)
        case "frame":
            return framed(size, by: modifier)
        case "contentShape":
            // A shape grown past the view's bounds (`.inset(by: -8)`) widens the hit area.
            return modifier.arguments.contains { $0.expression.is(FunctionCallExprSyntax.self) && $0.expression.trimmedDescription.contains("inset") }
                ? .unknown : size
        default:
            return Self.sizeNeutral.contains(name) ? size : .unknown
        }
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 8)`, `.padding(.vertical)`.
    private func padded(_ size: EstimatedSize, by call: FunctionCallExprSyntax) -> EstimatedSize {
        guard call.arguments.allSatisfy({ $0.label == nil }), call.arguments.count <= 2 else { return .unknown }
        let values = Array(call.arguments)
        var edges = Edges.all
        var amount: ExprSyntax?
        if let first = values.first {
            if let parsed = Edges(first.expression) {
                edges = parsed
                amount = values.count == 2 ? values[1].expression : nil
            } else if values.count == 1 {
                amount = first.expression
            } else {
                return .unknown
            }
        }
        if amount?.is(FunctionCallExprSyntax.self) == true { return .unknown }  // EdgeInsets(…)
        let points = amount.map { resolver.resolve($0)?.value } ?? 16
        func sum(_ first: Edges, _ second: Edges) -> Double? {
            let count = (edges.contains(first) ? 1.0 : 0) + (edges.contains(second) ? 1.0 : 0)
            return count == 0 ? 0 : points.map { $0 * count }
        }
        return EstimatedSize(
            width: size.width.padded(by: sum(.leading, .trailing)),
            height: size.height.padded(by: sum(.top, .bottom)))
    }

    /// `.frame(width:height:)` and `.frame(minWidth:minHeight:)`; a frame with a maximum is
    /// flexible and unknown.
    private func framed(_ size: EstimatedSize, by call: FunctionCallExprSyntax) -> EstimatedSize {
        func dimension(_ extent: Extent, fixed: String, minimum: String, ideal: String, maximum: String) -> Extent {
            if call.argument(maximum) != nil { return .unknown }
            if let fixed = call.argument(fixed) {
                return resolver.resolve(fixed.expression).map { .about($0.value) } ?? .unknown
            }
            if let minimum = call.argument(minimum) {
                return extent.raised(to: resolver.resolve(minimum.expression)?.value)
            }
            return call.argument(ideal) == nil ? extent : .unknown
        }
        return EstimatedSize(
            width: dimension(size.width, fixed: "width", minimum: "minWidth", ideal: "idealWidth", maximum: "maxWidth"),
            height: dimension(size.height, fixed: "height", minimum: "minHeight", ideal: "idealHeight", maximum: "maxHeight"))
    }
}
