import PlumbCore

extension LayoutHost {
    /// The full screen of `device` in `orientation`: its size, safe-area insets, scale, size
    /// classes and platform.
    public init(
        device: Device, orientation: Orientation, dynamicTypeSize: DynamicTypeSize = .large, textLength: TextLength = .typical,
        optionalContent: OptionalContent = .present
    ) {
        let size = device.screenSize(orientation)
        self.init(
            screenSize: Size(width: size.width, height: size.height), safeAreaInsets: EdgeInsets(device.safeArea(orientation)),
            scale: device.scale, dynamicTypeSize: dynamicTypeSize, sizeClasses: device.sizeClasses(orientation),
            platform: device.platform, textLength: textLength, optionalContent: optionalContent)
    }

    /// One scenario of the device catalog: the app's container (the full screen, or a Split View
    /// pane) with its safe area, the device's scale and platform, and the size classes the
    /// scenario implies (a 1/3 pane on an iPad is compact width), at `textSize`.
    public init(
        scenario: Scenario, textSize: DynamicTypeSize = .large, textLength: TextLength = .typical,
        optionalContent: OptionalContent = .present
    ) {
        self.init(
            screenSize: Size(width: scenario.containerSize.width, height: scenario.containerSize.height),
            safeAreaInsets: EdgeInsets(scenario.safeArea), scale: scenario.device.scale, dynamicTypeSize: textSize,
            sizeClasses: scenario.sizeClasses, platform: scenario.device.platform, textLength: textLength,
            optionalContent: optionalContent)
    }
}

extension EdgeInsets {
    /// The catalog's insets, left to right.
    init(_ insets: Insets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
