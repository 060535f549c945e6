/// A guide a view sets for itself with `.alignmentGuide(_:computeValue:)`: one of the built-in
/// horizontal or vertical alignments.
public enum AlignmentGuideKey: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// What an alignment guide's closure computes from the view's dimensions, `d[.bottom] * 0.8` or
/// `d.width - 6.5`: a constant plus multiples of the view's width, height and text baselines
/// (`d[.top]`, `d[.trailing]` and the other edges are these already).
public struct GuideValue: Hashable, Sendable {
    /// A length of the view the value is computed from.
    public enum Dimension: Hashable, Sendable {
        case width, height, firstTextBaseline, lastTextBaseline
    }

    public var constant: Double
    public var multiples: [Dimension: Double]

    public init(constant: Double = 0, multiples: [Dimension: Double] = [:]) {
        self.constant = constant
        self.multiples = multiples
    }

    /// The value `dimension` alone.
    public init(_ dimension: Dimension) {
        self.init(multiples: [dimension: 1])
    }

    /// Whether the value is a number that does not depend on the view.
    public var isConstant: Bool { multiples.values.allSatisfy { $0 == 0 } }

    public static func + (lhs: GuideValue, rhs: GuideValue) -> GuideValue {
        GuideValue(constant: lhs.constant + rhs.constant, multiples: lhs.multiples.merging(rhs.multiples, uniquingKeysWith: +))
    }

    public static func * (lhs: GuideValue, factor: Double) -> GuideValue {
        GuideValue(constant: lhs.constant * factor, multiples: lhs.multiples.mapValues { $0 * factor })
    }

    public static prefix func - (value: GuideValue) -> GuideValue { value * -1 }

    /// The value for a view `size` large whose text baselines `baseline` gives.
    func value(for size: Size, baseline: (VerticalAlignment) -> Double) -> Double {
        multiples.reduce(constant) { total, multiple in
            let length = switch multiple.key {
            case .width: size.width
            case .height: size.height
            case .firstTextBaseline: baseline(.firstTextBaseline)
            case .lastTextBaseline: baseline(.lastTextBaseline)
            }
            return total + multiple.value * length
        }
    }
}

/// `.alignmentGuide(guide) { d in … }`: the view lays out as it is, and where a container aligns
/// it on `guide` it is aligned on the value computed instead of the guide's default.
public struct AlignmentGuideLayout: ModifierLayout {
    public var guide: AlignmentGuideKey
    public var value: GuideValue

    public init(guide: AlignmentGuideKey, value: GuideValue) {
        self.guide = guide
        self.value = value
    }

    public func setsExplicitGuide(subviews: [LayoutSubview]) -> Bool { true }

    public func explicitGuide(
        _ guide: AlignmentGuideKey, size: Size, proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment
    ) -> Double? {
        guard guide == self.guide else {
            return placedExplicitGuide(guide, size: size, proposal: proposal, subviews: subviews)
        }
        return value.value(for: size) { subviews[0].alignmentGuide($0, for: proposal) }
    }
}

extension ViewNode {
    /// `.alignmentGuide(guide) { d in value }`.
    public func alignmentGuide(_ guide: AlignmentGuideKey, _ value: GuideValue) -> ViewNode {
        ViewNode(kind: .modifier("alignmentGuide"), layout: AlignmentGuideLayout(guide: guide, value: value), children: [self])
    }
}
