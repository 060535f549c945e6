import PlumbCore

/// What a view's layout depends on besides its proposal: the display and the text settings it
/// inherits from its ancestors.
public struct LayoutEnvironment: Sendable, Hashable {
    /// The display's pixel grid.
    public var grid: PixelGrid
    public var font: Font
    /// The weight `.fontWeight(_:)` or `.bold()` set around the view: a font set inside it with
    /// no weight of its own takes it, as SwiftUI draws `.font(.title).bold()` bold.
    public var fontWeight: FontWeight?
    /// The face `.monospaced()` or `.monospacedDigit()` set around the view: a font set inside it
    /// in the system face takes it, as SwiftUI draws its digits or letters fixed-width.
    public var monospacedFace: String?
    public var dynamicTypeSize: DynamicTypeSize
    public var lineLimit: Int?
    /// The size of the nearest container for `containerRelativeFrame`: the screen (or canvas) less
    /// its safe area. A nested ScrollView is taken to be as large as the screen's safe area.
    public var containerSize: Size
    /// The axis of the stack the view is directly in (through its modifiers), which orients a
    /// Spacer or a Divider; nil outside stacks.
    public var stackAxis: Axis?
    /// The host's size classes (nil on a bare canvas, a watch or a TV).
    public var sizeClasses: SizeClasses?
    /// The scale symbols are drawn at relative to their font.
    public var imageScale: ImageScale = .medium
    /// How long text known only at run time is laid out (`RunTimeTextLayout`): the host's.
    public var textLength: TextLength = .typical
    /// The room `.lineSpacing(_:)` adds between the lines of a text.
    public var lineSpacing = 0.0
    /// The room `.tracking(_:)` adds after every character of a text; nil when not set.
    public var tracking: Double?
    /// The room `.kerning(_:)` adds after every character, which a tracking set too overrides.
    public var kerning: Double?
    /// How far a text may shrink to fit before it truncates (`.minimumScaleFactor(_:)`); 1: not at all.
    public var minimumScaleFactor = 1.0
    /// The direction content flows in (`.environment(\.layoutDirection, …)`): a view laid out
    /// right to left is mirrored where its direction turns (`LayoutSubview.place`).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The host's platform (nil on a bare canvas): a control whose default look differs by
    /// platform (a watch button's platter, `WatchPlatter`) reads it.
    public var platform: DevicePlatform?

    public init(
        grid: PixelGrid, font: Font = .body, dynamicTypeSize: DynamicTypeSize = .large, lineLimit: Int? = nil,
        containerSize: Size, stackAxis: Axis? = nil, sizeClasses: SizeClasses? = nil
    ) {
        self.grid = grid
        self.font = font
        self.dynamicTypeSize = dynamicTypeSize
        self.lineLimit = lineLimit
        self.containerSize = containerSize
        self.stackAxis = stackAxis
        self.sizeClasses = sizeClasses
    }

    /// The same environment with `stackAxis` replaced.
    public func inStack(_ axis: Axis?) -> LayoutEnvironment {
        var copy = self
        copy.stackAxis = axis
        return copy
    }

    /// The current font's vertical metrics, what spacing, baselines and symbols need: a
    /// measurer's (`textMeasurer.metrics`) without working out its widths.
    public var fontMetrics: FontMetrics {
        FontMetrics(pointSize: font.pointSize(at: dynamicTypeSize), grid: grid)
    }

    /// The measurer of the current font.
    public var textMeasurer: TextMeasurer {
        textMeasurer(scale: 1)
    }

    /// The measurer of the current font shrunk by `scale`.
    public func textMeasurer(scale: Double) -> TextMeasurer {
        // SwiftUI ignores the kerning where a tracking is set, whichever is nearer the text.
        TextMeasurer(
            font: font, dynamicType: dynamicTypeSize, grid: grid, lineSpacing: lineSpacing, letterSpacing: tracking ?? kerning ?? 0,
            scale: scale)
    }
}
