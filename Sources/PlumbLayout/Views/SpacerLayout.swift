/// `Spacer`: in a stack, as long as offered along the stack's axis (at least `minLength`, default
/// 8) and zero across it; outside a stack, both ways. Sized last (priority −∞), no gap to its
/// neighbours.
public struct SpacerLayout: LeafLayout {
    public var minLength: Double?

    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        let minimum = minLength ?? ViewSpacing.platformDefault
        func length(_ axis: Axis) -> Double { max(proposal[axis] ?? -.infinity, minimum) }
        switch environment.stackAxis {
        case .horizontal: return Size(width: length(.horizontal), height: 0)
        case .vertical: return Size(width: 0, height: length(.vertical))
        case nil: return Size(width: length(.horizontal), height: length(.vertical))
        }
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        .zero(along: environment.stackAxis)
    }

    public func layoutPriority(subviews: [LayoutSubview]) -> Double { -.infinity }
}

extension ViewNode {
    /// `Spacer(minLength:)`.
    public static func spacer(minLength: Double? = nil) -> ViewNode {
        ViewNode(kind: .view("Spacer"), layout: SpacerLayout(minLength: minLength))
    }
}
