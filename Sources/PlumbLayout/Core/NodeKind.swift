/// What a node of a view tree is: a view, named by its type (`HStack`, `Text`, a project's
/// `ProfileCard`), or a modifier of the view that is its first child, named by its method
/// (`padding`, `frame`). Rules that look through modifiers to the view they modify, and the
/// readers that wrap views in modifiers, ask which it is instead of reading the name's case.
public enum NodeKind: Hashable, Sendable {
    case view(String)
    case modifier(String)

    /// The view's type or the modifier's name, as messages, drawings and JSON show it.
    public var name: String {
        switch self {
        case .view(let name), .modifier(let name): name
        }
    }

    public var isModifier: Bool {
        if case .modifier = self { true } else { false }
    }

    /// Whether this is a view whose type is one of `names`.
    public func isView(in names: Set<String>) -> Bool {
        if case .view(let name) = self { names.contains(name) } else { false }
    }

    /// The kinds of the views of these types.
    public static func views(_ names: some Sequence<String>) -> Set<NodeKind> {
        Set(names.map(NodeKind.view))
    }
}

extension NodeKind: CustomStringConvertible {
    public var description: String { name }
}
