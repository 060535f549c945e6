import PlumbCore

extension LayoutHost {
    /// The full screen of `device` in `orientation`: its size, safe-area insets and scale.
    public init(device: Device, orientation: Orientation, dynamicTypeSize: DynamicTypeSize = .large) {
        let size = device.screenSize(orientation)
        let insets = device.safeArea(orientation)
        self.init(
            screenSize: Size(width: size.width, height: size.height),
            safeAreaInsets: EdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right),
            scale: device.scale, dynamicTypeSize: dynamicTypeSize)
    }
}

extension LayoutHost {
    /// One scenario of the device catalog: the app's container (the full screen, or a Split View
    /// pane) with its safe area and the device's scale, at `textSize`.
    public init(scenario: Scenario, textSize: DynamicTypeSize = .large) {
        let insets = scenario.safeArea
        self.init(
            screenSize: Size(width: scenario.containerSize.width, height: scenario.containerSize.height),
            safeAreaInsets: EdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right),
            scale: scenario.device.scale, dynamicTypeSize: textSize)
    }
}
