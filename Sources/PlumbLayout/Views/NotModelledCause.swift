/// Why a view is not modelled, as a stable key that counts alike wherever it happens:
/// `image:asset`, `modifier:alignmentGuide`, `argument:frame`. The reason beside
/// it (`OpaqueLayout.reason`) says it for one view, with the names and expressions of the source;
/// the key groups the views one change to the reader would model (`plumb layout --coverage`).
public struct NotModelledCause: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let key: String

    public init(_ key: String) {
        self.key = key
    }

    public var description: String { key }

    public static func < (lhs: NotModelledCause, rhs: NotModelledCause) -> Bool { lhs.key < rhs.key }

    /// A view or modifier the reader does not know: `view:Picker`, `modifier:alignmentGuide`, a
    /// project's view it cannot follow. What a node of `kind` is unless its reader says otherwise.
    public init(kind: NodeKind) {
        switch kind {
        case .view(let name): self.init("view:\(name)")
        case .modifier(let name): self.init("modifier:\(name)")
        }
    }

    /// An argument of `callee` that is not a value the reader resolves: `argument:frame`.
    public static func argument(of callee: String) -> NotModelledCause { NotModelledCause("argument:\(callee)") }

    /// An image whose size is its picture's.
    public static let assetImage = NotModelledCause("image:asset")
    /// An image library's view (`KFImage`, `LazyImage`), its picture loaded at run time.
    public static let libraryImage = NotModelledCause("image:library")
    /// An expression, statement or call the reader does not read as views.
    public static let expression = NotModelledCause("expression")
    /// A project view, or a `@ViewBuilder` helper, that contains itself.
    public static let recursion = NotModelledCause("recursion")
    /// A project view with no `body` the reader can see.
    public static let viewWithoutBody = NotModelledCause("view-without-body")
    /// A Section's header, which the list style places.
    public static let sectionHeader = NotModelledCause("list:section-header")
}
