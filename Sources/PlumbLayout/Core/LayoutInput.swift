import PlumbCore

/// Everything of a host the layout engine reads: the engine takes a host only through this, so
/// two hosts with equal inputs lay out every tree alike by construction. What a host holds for
/// the reader alone — whether optional content is there, which candidate an open number takes —
/// is left out: it changes the tree read, never how a tree is laid out.
public struct LayoutInput: Sendable, Hashable {
    public let screenSize: Size
    public let safeAreaInsets: EdgeInsets
    public let scale: Double
    public let dynamicTypeSize: DynamicTypeSize
    public let sizeClasses: SizeClasses?
    public let platform: DevicePlatform?
    public let textLength: TextLength

    init(_ host: LayoutHost) {
        screenSize = host.screenSize
        safeAreaInsets = host.safeAreaInsets
        scale = host.scale
        dynamicTypeSize = host.dynamicTypeSize
        sizeClasses = host.sizeClasses
        platform = host.platform
        textLength = host.textLength
    }

    /// The screen less its safe area, in screen coordinates.
    var safeArea: Rect {
        Rect(origin: .zero, size: screenSize).inset(by: safeAreaInsets)
    }
}

extension LayoutHost {
    /// What the layout engine reads of the host.
    public var layoutInput: LayoutInput { LayoutInput(self) }
}
