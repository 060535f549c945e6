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
