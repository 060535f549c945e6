import PlumbCore

/// Where swift-snapshot-testing's `.image(layout:)` renders a SwiftUI view (its
/// `SwiftUISnapshotLayout`, `Sources/SnapshotTesting/Snapshotting/SwiftUIView.swift`, 1.18.9).
public enum SnapshotLayout: Sendable, Equatable {
    /// `.device(config:)`: a `UIHostingController` whose view fills the configuration's window,
    /// which reports the configuration's safe area; SwiftUI proposes the root view the window
    /// less the safe area and centres it there, as an app's root view.
    case device(SnapshotDeviceConfig)
    /// `.fixed(width:height:)`: the same hosting with no safe area, in a window of that size.
    case fixed(Size)
    /// `.sizeThatFits`: the hosting controller's `sizeThatFits(in: .zero)`, the root view's
    /// ideal size (a zero size is not a proposal to UIKit's fitting), then that size hosted as
    /// `.fixed` (the library moves the view off screen so that no safe area reaches it).
    case sizeThatFits

    /// "iPhone13", "iPhone13-landscape", "iPadPro11-portrait-oneThird" (`SnapshotDeviceConfigs`),
    /// "size-that-fits", or WIDTHxHEIGHT for `.fixed`.
    public init?(name: String) {
        if name.lowercased() == "size-that-fits" {
            self = .sizeThatFits
        } else if let size = Size(canvas: name) {
            self = .fixed(size)
        } else if let config = SnapshotDeviceConfigs.named(name) {
            self = .device(config)
        } else {
            return nil
        }
    }

    /// The host for a view, at the scale of the simulator that drew the snapshot and the
    /// test's content size (nil: the configuration's, else large). A fixed or size-that-fits
    /// window carries no traits of its own: its size classes and platform are the simulator's,
    /// which the test does not say, so they stay unknown.
    public func host(scale: Double, dynamicTypeSize: DynamicTypeSize?) -> LayoutHost {
        switch self {
        case .device(let config):
            LayoutHost(
                screenSize: Size(width: config.size.width, height: config.size.height), safeAreaInsets: EdgeInsets(config.safeArea),
                scale: scale, dynamicTypeSize: dynamicTypeSize ?? config.contentSize ?? .large, sizeClasses: config.sizeClasses,
                platform: config.platform)
        case .fixed(let size):
            LayoutHost(screenSize: size, scale: scale, dynamicTypeSize: dynamicTypeSize ?? .large)
        case .sizeThatFits:
            LayoutHost(screenSize: .zero, scale: scale, dynamicTypeSize: dynamicTypeSize ?? .large)
        }
    }
}

extension LayoutEngine {
    /// Lays `root` out the way a snapshot of `layout` draws it, in `host` (from
    /// `SnapshotLayout.host`); a size-that-fits snapshot first takes the view's ideal size as
    /// its window.
    public static func layout(_ root: ViewNode, snapshot layout: SnapshotLayout, in host: LayoutHost) -> PlacedView {
        guard layout == .sizeThatFits else { return self.layout(root, in: host) }
        var fitted = host
        let ideal = LayoutSubview(node: root, environment: environment(of: host.layoutInput))
        fitted.screenSize = ideal.sizeThatFits(.unspecified)
        guard ideal.askedUnknownSize else { return self.layout(root, in: fitted) }
        // A window that rests on a size Plumb cannot know (a run-time picture's): the view is
        // laid out as it was asked, unproposed, so that what depends on that size stays opaque.
        return self.layout(root.fixedSize(), in: fitted).children[0]
    }
}
