import PlumbCore

/// A host to lay a view tree out in: a screen (or canvas, or Split View pane) size, its
/// safe-area insets, its scale, the user's text size, and — when it stands for a device of the
/// catalog — the size classes and platform that come with it (see `LayoutHost(scenario:textSize:)`).
public struct LayoutHost: Sendable, Hashable {
    public var screenSize: Size
    public var safeAreaInsets: EdgeInsets
    public var scale: Double
    public var dynamicTypeSize: DynamicTypeSize
    /// The size classes the app sees; nil for a bare canvas, Apple Watch and Apple TV. A reader
    /// decides `horizontalSizeClass` branches with them; the engine passes them down the
    /// environment.
    public var sizeClasses: SizeClasses?
    /// The platform of the device; nil for a bare canvas.
    public var platform: DevicePlatform?
    /// How long text known only at run time is laid out: a scenario, like the text size.
    public var textLength: TextLength
    /// Whether content shown only at run time is there: a scenario a reader reads the screen
    /// in, like the size classes.
    public var optionalContent: OptionalContent
    /// Which candidate a number the source leaves open takes (`OpenNumbers`): a scenario a
    /// reader reads the screen in, like optional content.
    public var openNumbers: OpenNumbers = .low

    public init(
        screenSize: Size, safeAreaInsets: EdgeInsets = .zero, scale: Double = 3,
        dynamicTypeSize: DynamicTypeSize = .large, sizeClasses: SizeClasses? = nil, platform: DevicePlatform? = nil,
        textLength: TextLength = .typical, optionalContent: OptionalContent = .present
    ) {
        self.screenSize = screenSize
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
        self.dynamicTypeSize = dynamicTypeSize
        self.sizeClasses = sizeClasses
        self.platform = platform
        self.textLength = textLength
        self.optionalContent = optionalContent
    }

    /// The screen less its safe area, in screen coordinates.
    public var safeArea: Rect { layoutInput.safeArea }
}

/// Lays view trees out the way SwiftUI does.
public enum LayoutEngine {
    /// Lays `root` out as an app's root view: proposed the screen less the safe area, and centred
    /// in the safe area. Without `keepingText`, no placed view keeps the lines of text it draws
    /// (`laidOutText`), which only a drawing needs.
    public static func layout(_ root: ViewNode, in host: LayoutHost, keepingText: Bool = true) -> PlacedView {
        layout(root, in: host.layoutInput, keepingText: keepingText)
    }

    /// Lays `root` out for the host `input` stands for: what a layout depends on besides the tree
    /// is `input` and `keepingText`, nothing else.
    public static func layout(_ root: ViewNode, in input: LayoutInput, keepingText: Bool = true) -> PlacedView {
        let safeArea = input.safeArea
        let subview = LayoutSubview(node: root, environment: environment(of: input))
        let proposal = ProposedSize(safeArea.size)
        let size = subview.sizeThatFits(proposal)
        let frame = Rect(origin: Alignment.center.origin(of: size, in: safeArea), size: size)
        var context = PlacementContext(safeArea: safeArea, screen: Rect(origin: .zero, size: input.screenSize))
        context.keepsText = keepingText
        return subview.place(in: frame, proposal: proposal, context: context)
    }

    static func environment(of input: LayoutInput) -> LayoutEnvironment {
        var environment = LayoutEnvironment(
            grid: PixelGrid(scale: input.scale), dynamicTypeSize: input.dynamicTypeSize, containerSize: input.safeArea.size,
            sizeClasses: input.sizeClasses)
        environment.textLength = input.textLength
        environment.platform = input.platform
        return environment
    }
}
