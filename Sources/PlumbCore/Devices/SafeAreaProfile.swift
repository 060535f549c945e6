/// The safe-area insets and status bar of one screen shape (home button, notch, Dynamic Island,
/// full-screen iPad …), in both orientations, and the OS version they were measured on.
struct SafeAreaProfile: Sendable, Equatable {
    let portrait: Insets
    let landscape: Insets
    /// Status bar height in portrait; nil where the platform has none.
    let statusBar: Double?
    /// iPhones hide the status bar in landscape; iPads keep it.
    let statusBarInLandscape: Bool
    let osVersion: String?
    /// The screen's shape for drawing; see `ScreenOutline`.
    var outline: ScreenOutline = .rectangle

    /// The same profile with `outline`.
    func outlined(_ outline: ScreenOutline) -> SafeAreaProfile {
        var copy = self
        copy.outline = outline
        return copy
    }

    /// An iPhone without a home button: in landscape the sensor housing is on a side, so the
    /// top inset moves to both sides (the system keeps them symmetric) and the status bar hides.
    static func edgeToEdgePhone(
        top: Double, bottom: Double, landscapeBottom: Double, statusBar: Double, osVersion: String
    ) -> SafeAreaProfile {
        SafeAreaProfile(
            portrait: Insets(top: top, bottom: bottom, left: 0, right: 0),
            landscape: Insets(top: 0, bottom: landscapeBottom, left: top, right: top),
            statusBar: statusBar,
            statusBarInLandscape: false,
            osVersion: osVersion
        )
    }

    /// An iPad: the status bar stays on top in landscape, so the insets do not rotate.
    static func pad(top: Double, bottom: Double, osVersion: String) -> SafeAreaProfile {
        let insets = Insets(top: top, bottom: bottom, left: 0, right: 0)
        return SafeAreaProfile(
            portrait: insets, landscape: insets, statusBar: top, statusBarInLandscape: true,
            osVersion: osVersion
        )
    }

    /// A screen with one fixed orientation and no status bar (Apple Watch, Apple TV).
    static func fixed(_ insets: Insets) -> SafeAreaProfile {
        SafeAreaProfile(
            portrait: insets, landscape: insets, statusBar: nil, statusBarInLandscape: false,
            osVersion: nil
        )
    }
}
