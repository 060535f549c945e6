/// A `Text` whose string is known only at run time, laid out with a sample of the host's text
/// length (`LayoutEnvironment.textLength`): the string's written parts as they are, each
/// run-time part the sample of its role (`TextRole`). `Text("\(count) items")` at the typical
/// length is "1,234 items".
public struct RunTimeTextLayout: LeafLayout {
    /// A piece of the string: written in the source, or known only at run time.
    public enum Part: Sendable, Hashable {
        case written(String)
        case runTime(TextRole)
        /// Known at run time and bounded by the code (`String(name.prefix(2))`): the role's
        /// sample through the steps.
        case stepped(TextRole, [TextStep])
    }

    public let parts: [Part]

    /// The string when every part is written (nothing is left to run time), else nil.
    public static func writtenText(of parts: [Part]) -> String? {
        var text = ""
        for part in parts {
            guard case .written(let written) = part else { return nil }
            text += written
        }
        return text
    }
    private let texts: [TextLength: TextLayout]

    public init(_ parts: [Part]) {
        self.parts = parts
        texts = Dictionary(uniqueKeysWithValues: TextLength.allCases.map { length in
            (length, TextLayout(Self.string(parts, length)))
        })
    }

    /// The string shown at `length`.
    public static func string(_ parts: [Part], _ length: TextLength) -> String {
        parts.map { part in
            switch part {
            case .written(let text): text
            case .runTime(let role): role.sample(length)
            case .stepped(let role, let steps): TextStep.apply(steps, to: role.sample(length))
            }
        }.joined()
    }

    private func text(_ environment: LayoutEnvironment) -> TextLayout {
        texts[environment.textLength] ?? TextLayout("")
    }

    public static func == (lhs: RunTimeTextLayout, rhs: RunTimeTextLayout) -> Bool { lhs.parts == rhs.parts }

    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        text(environment).sizeThatFits(proposal, environment: environment)
    }

    public func traits(placedAt size: Size, proposal: ProposedSize, environment: LayoutEnvironment) -> PlacedTraits {
        text(environment).traits(placedAt: size, proposal: proposal, environment: environment)
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        text(environment).spacing(subviews: subviews, environment: environment)
    }

    public func textBaseline(
        _ guide: VerticalAlignment, size: Size, proposal: ProposedSize, subviews: [LayoutSubview],
        environment: LayoutEnvironment
    ) -> Double? {
        text(environment).textBaseline(guide, size: size, proposal: proposal, subviews: subviews, environment: environment)
    }

    public func placedText(size: Size, environment: LayoutEnvironment) -> PlacedText? {
        text(environment).placedText(size: size, environment: environment)
    }

    public func textSample(environment: LayoutEnvironment) -> TextSample? {
        TextSample(length: environment.textLength, characters: Self.string(parts, environment.textLength).count)
    }
}

extension ViewNode {
    /// A `Text` of a string known only at run time, named by the expression as written.
    public static func runTimeText(_ parts: [RunTimeTextLayout.Part], written: String) -> ViewNode {
        ViewNode(kind: .view("Text"), label: written, layout: RunTimeTextLayout(parts))
    }

    /// Whether the tree shows text known only at run time: only then do its layouts depend on
    /// the host's text length.
    public var showsRunTimeText: Bool {
        layout is RunTimeTextLayout || children.contains { $0.showsRunTimeText }
    }
}
