/// The share of the screen an app takes in iPad Split View.
public enum SplitFraction: String, Sendable, CaseIterable, Codable {
    case oneThird = "1/3"
    case half = "1/2"
    case twoThirds = "2/3"
}

/// One Split View pane of an iPad: its size and size classes.
public struct SplitView: Sendable, Equatable {
    public let fraction: SplitFraction
    public let orientation: Orientation
    public let size: PointSize
    public let sizeClasses: SizeClasses
    /// The width was computed by `SplitViewGeometry`, not taken from measured data.
    public let isComputed: Bool
}

/// A pane width measured on a device (a simulator measurement; see docs/devices.md, "Sources and decisions").
struct MeasuredSplitWidth: Sendable {
    let deviceID: String
    let orientation: Orientation
    let fraction: SplitFraction
    let width: Double
}

/// How iPad Split View divides a screen, following the layout guidelines' size-class table.
enum SplitViewGeometry {
    /// The divider between two panes. The measured 11" iPad Pro panes show it:
    /// 375 + 809 + 10 = 592 + 592 + 10 = 1194.
    static let dividerWidth: Double = 10

    /// The widths a 1/3 pane takes: those of compact iPhones.
    static let wideThirdPaneWidth: Double = 375
    static let narrowThirdPaneWidth: Double = 320

    /// The screens 12.9" and 13" wide: their 1/2 pane is regular width in landscape.
    static let largeIPadMinimumWidth: Double = 1024

    static func splitViews(of device: Device, measured: [MeasuredSplitWidth]) -> [SplitView] {
        guard device.platform == .iPadOS else { return [] }
        return device.orientations.flatMap { orientation in
            SplitFraction.allCases.compactMap { fraction in
                guard isOffered(fraction, in: orientation) else { return nil }
                let screen = device.screenSize(orientation)
                let measuredWidth = measured.first {
                    $0.deviceID == device.id && $0.orientation == orientation && $0.fraction == fraction
                }?.width
                return SplitView(
                    fraction: fraction,
                    orientation: orientation,
                    size: PointSize(
                        width: measuredWidth ?? width(of: fraction, screenWidth: screen.width),
                        height: screen.height
                    ),
                    sizeClasses: sizeClasses(of: fraction, in: orientation, device: device),
                    isComputed: measuredWidth == nil
                )
            }
        }
    }

    /// The guidelines list no 1/2 split in portrait.
    static func isOffered(_ fraction: SplitFraction, in orientation: Orientation) -> Bool {
        !(fraction == .half && orientation == .portrait)
    }

    /// A 1/3 pane is 375 wide where a third of the screen holds that, else 320; the 2/3 pane
    /// takes the rest, so the two fill the screen with the divider.
    static func width(of fraction: SplitFraction, screenWidth: Double) -> Double {
        let available = screenWidth - dividerWidth
        let third = available / 3 >= wideThirdPaneWidth ? wideThirdPaneWidth : narrowThirdPaneWidth
        switch fraction {
        case .oneThird: return third
        case .half: return available / 2
        case .twoThirds: return available - third
        }
    }

    /// 1/3 → compact width; 1/2 → compact but on the largest iPads in landscape; 2/3 → regular
    /// in landscape, compact in portrait. Height stays regular.
    static func sizeClasses(
        of fraction: SplitFraction, in orientation: Orientation, device: Device
    ) -> SizeClasses {
        let regularWidth: Bool = switch fraction {
        case .oneThird: false
        case .half: orientation == .landscape && device.points.width >= largeIPadMinimumWidth
        case .twoThirds: orientation == .landscape
        }
        return SizeClasses(horizontal: regularWidth ? .regular : .compact, vertical: .regular)
    }
}

extension Device {
    /// The Split View panes of an iPad in both orientations; empty for other devices.
    public var splitViews: [SplitView] {
        SplitViewGeometry.splitViews(of: self, measured: DeviceCatalog.measuredSplitWidths)
    }
}
