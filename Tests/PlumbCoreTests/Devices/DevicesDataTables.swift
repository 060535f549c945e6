// The tables and figures of the device research behind docs/devices.md, transcribed cell for cell so the tests can check
// the catalog against them without reading the document.

enum DevicesDataTables {
    /// "Newer devices (portrait points; iPhones @3x, iPads @2x)": device, points, safe area top /
    /// bottom (portrait). The iPad Air 11-inch row's note "(size inferred from iPad A16, same
    /// panel)" is left out of the cell.
    static let newerDevices: [(devices: String, points: String, safeArea: String)] = [
        ("iPhone 15, 15 Pro, 16", "393×852", "59 / 34"),
        ("iPhone 15 Plus, 15 Pro Max, 16 Plus", "430×932", "59 / 34"),
        ("iPhone 16 Pro, 17, 17 Pro", "402×874", "62 / 34"),
        ("iPhone 16 Pro Max, 17 Pro Max", "440×956", "62 / 34"),
        ("iPhone Air", "420×912", "68 / 34"),
        ("iPhone 16e", "390×844", "47 / 34"),
        ("iPad Pro 11-inch (M4)", "834×1210", "24 / 20"),
        ("iPad Pro 13-inch (M4)", "1032×1376", "24 / 20"),
        ("iPad Air 13-inch (M2)", "1024×1366", "24 / 20"),
        ("iPad Air 11-inch (M2)", "820×1180", "24 / 20"),
        ("iPad mini (A17 Pro)", "744×1133", "24 / 20"),
        ("iPad (A16)", "820×1180", "24 / 20"),
    ]

    /// "Safe-area insets by family (portrait top / bottom; landscape left = right / bottom, top
    /// 0)": family, portrait, landscape, and the catalog ids the family names. The home-button
    /// iPhones' note "(status bar hidden)" is left out of the cell.
    static let safeAreaFamilies: [(family: String, portrait: String, landscape: String, ids: [String])] = [
        ("Home-button iPhones (SE 2/3, 6–8, 6–8 Plus, 4\" SE)", "20 / 0", "0 / 0", [
            "iphone-se-4-7", "iphone-6", "iphone-6s", "iphone-7", "iphone-8",
            "iphone-6-plus", "iphone-6s-plus", "iphone-7-plus", "iphone-8-plus", "iphone-se-4",
        ]),
        ("iPhone X, XS, XS Max, 11 Pro, 11 Pro Max", "44 / 34", "44 / 21", [
            "iphone-x", "iphone-xs", "iphone-xs-max", "iphone-11-pro", "iphone-11-pro-max",
        ]),
        ("iPhone XR, 11", "48 / 34", "48 / 21", ["iphone-xr", "iphone-11"]),
        ("iPhone 12 mini, 13 mini", "50 / 34", "50 / 21", ["iphone-12-mini", "iphone-13-mini"]),
        ("iPhone 12, 12 Pro, 12 Pro Max, 13, 13 Pro, 13 Pro Max, 14, 14 Plus, 16e", "47 / 34", "47 / 21", [
            "iphone-12", "iphone-12-pro", "iphone-12-pro-max", "iphone-13", "iphone-13-pro",
            "iphone-13-pro-max", "iphone-14", "iphone-14-plus", "iphone-16e",
        ]),
        ("iPhone 14 Pro, 14 Pro Max, 15 family, 16, 16 Plus", "59 / 34", "59 / 21", [
            "iphone-14-pro", "iphone-14-pro-max", "iphone-15", "iphone-15-plus", "iphone-15-pro",
            "iphone-15-pro-max", "iphone-16", "iphone-16-plus",
        ]),
        ("iPhone 16 Pro, 16 Pro Max, 17, 17 Pro, 17 Pro Max", "62 / 34", "62 / 21", [
            "iphone-16-pro", "iphone-16-pro-max", "iphone-17", "iphone-17-pro", "iphone-17-pro-max",
        ]),
        ("iPhone Air", "68 / 34", "68 / 20", ["iphone-air"]),
        ("Home-button iPads", "20 / 0", "20 / 0", [
            "ipad-pro-10-5", "ipad-pro-9-7", "ipad-mini-7-9", "ipad-air-10-5", "ipad-air-9-7",
            "ipad-10-2", "ipad-9-7",
        ]),
        ("Full-screen iPads (Pro 11/12.9/13, Air 4+, mini 6+, iPad 10th+)", "24 / 20", "24 / 20", [
            "ipad-pro-11", "ipad-pro-12-9", "ipad-pro-11-m4", "ipad-pro-13-m4", "ipad-air-11-m2",
            "ipad-air-13-m2", "ipad-mini-a17-pro", "ipad-a16",
        ]),
    ]

    /// "Values are iOS 17/18. iOS 26 measured some differently (iPhone landscape bottom 20, iPad
    /// bottom 25)".
    static let insetsOSVersion = "17/18"
    static let iOS26IPhoneLandscapeBottom = 20.0

    /// "wide phones (Plus and Max models, XR, 11: 414pt wide and more)".
    static let widePhoneMinimumWidth = 414.0

    /// "Widths of iPad split panes for the 11" iPad Pro in landscape: 375 (1/3), 592 (1/2),
    /// 809 (2/3)."
    static let iPadPro11LandscapeSplitWidths = (oneThird: 375.0, half: 592.0, twoThirds: 809.0)

    /// "Bars".
    static let navigationBar = 44.0
    static let navigationBarWithLargeTitle = 96.0
    static let tabBar = 49.0
    static let homeButtonStatusBar = 20.0
    static let notchedStatusBars = 44.0...50.0
    static let dynamicIslandStatusBar = 54.0
    static let tvScreen = (width: 1920.0, height: 1080.0)
    static let tvSafeZone = (topAndBottom: 60.0, sides: 80.0)
}
