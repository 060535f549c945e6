// The device catalog's data, in one place.
//
// Sources:
// - [HIG] Apple Human Interface Guidelines, Layout (docs/design-system.md#platforms): the iPhone and
//   iPad sizes in points and pixels with their scale, the size classes in portrait and
//   landscape, the iPad Split View size classes, the Apple Watch screens in pixels, the tvOS
//   safe zone.
// - [DATA] the device research behind docs/devices.md: the devices since the HIG's tables, the safe-area insets per screen
//   shape, the measured 11" iPad Pro Split View widths, bar heights, the Apple TV screen. It
//   cites simulator measurements from open-source snapshot-testing device configurations,
//   device-geometry notes and published iPhone/iPad resolution tables.
// - [TV] Apple TV HD renders 1920×1080 pt @1x, Apple TV 4K the same points @2x (Apple's tvOS
//   image-size guidelines).
//
// Where the sources are wrong or silent, the row says what was decided and why.

extension SafeAreaProfile {
    // Outlines (corner radii, cutouts) are approximate and only drawn; see ScreenOutline.
    // [DATA] "Safe-area insets by family". Values measured on iOS 17/18, except the devices that
    // only run iOS 26, which the notes say measured an iPhone's landscape bottom at 20.
    static let homeButtonPhone = SafeAreaProfile(
        portrait: Insets(top: 20, bottom: 0, left: 0, right: 0),
        landscape: .zero,  // the status bar is hidden in landscape
        statusBar: 20, statusBarInLandscape: false, osVersion: "17/18"
    )
    static let notch44 = edgeToEdgePhone(top: 44, bottom: 34, landscapeBottom: 21, statusBar: 44, osVersion: "17/18")
        .outlined(.edgeToEdgePhone(cornerRadius: 39, cutout: .notch))
    static let notch47 = edgeToEdgePhone(top: 47, bottom: 34, landscapeBottom: 21, statusBar: 47, osVersion: "17/18")
        .outlined(.edgeToEdgePhone(cornerRadius: 47.33, cutout: .notch))
    static let notch48 = edgeToEdgePhone(top: 48, bottom: 34, landscapeBottom: 21, statusBar: 48, osVersion: "17/18")
        .outlined(.edgeToEdgePhone(cornerRadius: 41.5, cutout: .notch))
    static let notch50 = edgeToEdgePhone(top: 50, bottom: 34, landscapeBottom: 21, statusBar: 50, osVersion: "17/18")
        .outlined(.edgeToEdgePhone(cornerRadius: 44, cutout: .notch))
    static let island59 = edgeToEdgePhone(top: 59, bottom: 34, landscapeBottom: 21, statusBar: 54, osVersion: "17/18")
        .outlined(.edgeToEdgePhone(cornerRadius: 55, cutout: .dynamicIsland))
    static let island62 = edgeToEdgePhone(top: 62, bottom: 34, landscapeBottom: 21, statusBar: 54, osVersion: "17/18")
        .outlined(.edgeToEdgePhone(cornerRadius: 62, cutout: .dynamicIsland))
    // The iPhone 17 models run iOS 26 only, so [DATA]'s 62/21 (measured on the 16 Pro) takes the
    // iOS 26 landscape bottom of 20, as the iPhone Air's row does.
    static let island62iOS26 = edgeToEdgePhone(top: 62, bottom: 34, landscapeBottom: 20, statusBar: 54, osVersion: "26")
        .outlined(.edgeToEdgePhone(cornerRadius: 62, cutout: .dynamicIsland))
    static let island68iOS26 = edgeToEdgePhone(top: 68, bottom: 34, landscapeBottom: 20, statusBar: 54, osVersion: "26")
        .outlined(.edgeToEdgePhone(cornerRadius: 62, cutout: .dynamicIsland))
    // [DATA] gives iPads "24 / 20" in landscape under an iPhone-shaped header (sides / bottom);
    // an iPad keeps its status bar on top in landscape and has no side insets, so read it as
    // top / bottom. The full-screen iPads' status bar is their top inset.
    static let homeButtonPad = pad(top: 20, bottom: 0, osVersion: "17/18")
    static let fullScreenPad = pad(top: 24, bottom: 20, osVersion: "17/18")
        .outlined(ScreenOutline(cornerRadius: 18, hasHomeIndicator: true))
    // [HIG] "Inset primary content 60 pixels from the top and bottom of the screen, and 80 pixels
    // from the sides", in the 1920×1080 coordinate space, which is tvOS's points.
    static let tvSafeZone = fixed(Insets(top: 60, bottom: 60, left: 80, right: 80))
    // [HIG] "Design your content to extend from one edge of the screen to the other."
    static let watch = fixed(.zero).outlined(ScreenOutline(cornerRadius: 34))
}

extension DeviceCatalog {
    /// The representative default set, in this order: small, regular and large iPhone, the
    /// smallest current iPad and the largest iPad. The regular iPhone is the one the
    /// `plumb devices` JSON example in docs/devices.md marks default.
    static let defaultDeviceIDs = [
        "iphone-se-4-7", "iphone-14-pro", "iphone-16-pro-max", "ipad-mini-a17-pro", "ipad-pro-13-m4",
    ]

    /// The one Split View pane in the default scenarios: the measured 1/3 pane, where an iPad app
    /// runs at compact width.
    static let defaultSplitPane = (deviceID: "ipad-pro-11", orientation: Orientation.landscape, fraction: SplitFraction.oneThird)

    // [DATA] "Widths of iPad split panes for the 11" iPad Pro in landscape". Every other pane
    // width is computed by SplitViewGeometry.
    static let measuredSplitWidths = [
        MeasuredSplitWidth(deviceID: "ipad-pro-11", orientation: .landscape, fraction: .oneThird, width: 375),
        MeasuredSplitWidth(deviceID: "ipad-pro-11", orientation: .landscape, fraction: .half, width: 592),
        MeasuredSplitWidth(deviceID: "ipad-pro-11", orientation: .landscape, fraction: .twoThirds, width: 809),
    ]

    // Points are portrait. Rows without pixels (the devices [DATA] adds) have points × scale.
    static let table: [Device] = [
        //    id                     name                                   family        year  points      pixels           scale  safe area
        // iPhone and iPod touch — [DATA] "Newer devices", newest first
        phone("iphone-17-pro-max",   "iPhone 17 Pro Max",                   "iPhone",     2025, pt(440, 956), nil,             3, .island62iOS26),
        phone("iphone-17-pro",       "iPhone 17 Pro",                       "iPhone",     2025, pt(402, 874), nil,             3, .island62iOS26),
        phone("iphone-17",           "iPhone 17",                           "iPhone",     2025, pt(402, 874), nil,             3, .island62iOS26),
        phone("iphone-air",          "iPhone Air",                          "iPhone",     2025, pt(420, 912), nil,             3, .island68iOS26),
        phone("iphone-16e",          "iPhone 16e",                          "iPhone",     2025, pt(390, 844), nil,             3, .notch47),
        phone("iphone-16-pro-max",   "iPhone 16 Pro Max",                   "iPhone",     2024, pt(440, 956), nil,             3, .island62),
        phone("iphone-16-pro",       "iPhone 16 Pro",                       "iPhone",     2024, pt(402, 874), nil,             3, .island62),
        phone("iphone-16-plus",      "iPhone 16 Plus",                      "iPhone",     2024, pt(430, 932), nil,             3, .island59),
        phone("iphone-16",           "iPhone 16",                           "iPhone",     2024, pt(393, 852), nil,             3, .island59),
        phone("iphone-15-pro-max",   "iPhone 15 Pro Max",                   "iPhone",     2023, pt(430, 932), nil,             3, .island59),
        phone("iphone-15-pro",       "iPhone 15 Pro",                       "iPhone",     2023, pt(393, 852), nil,             3, .island59),
        phone("iphone-15-plus",      "iPhone 15 Plus",                      "iPhone",     2023, pt(430, 932), nil,             3, .island59),
        phone("iphone-15",           "iPhone 15",                           "iPhone",     2023, pt(393, 852), nil,             3, .island59),
        // [HIG] "Device screen sizes and orientations", in its order
        phone("iphone-14-pro-max",   "iPhone 14 Pro Max",                   "iPhone",     2022, pt(430, 932), px(1290, 2796),  3, .island59),
        phone("iphone-14-pro",       "iPhone 14 Pro",                       "iPhone",     2022, pt(393, 852), px(1179, 2556),  3, .island59),
        phone("iphone-14-plus",      "iPhone 14 Plus",                      "iPhone",     2022, pt(428, 926), px(1284, 2778),  3, .notch47),
        phone("iphone-14",           "iPhone 14",                           "iPhone",     2022, pt(390, 844), px(1170, 2532),  3, .notch47),
        phone("iphone-13-pro-max",   "iPhone 13 Pro Max",                   "iPhone",     2021, pt(428, 926), px(1284, 2778),  3, .notch47),
        phone("iphone-13-pro",       "iPhone 13 Pro",                       "iPhone",     2021, pt(390, 844), px(1170, 2532),  3, .notch47),
        phone("iphone-13",           "iPhone 13",                           "iPhone",     2021, pt(390, 844), px(1170, 2532),  3, .notch47),
        phone("iphone-13-mini",      "iPhone 13 mini",                      "iPhone",     2021, pt(375, 812), px(1125, 2436),  3, .notch50),
        phone("iphone-12-pro-max",   "iPhone 12 Pro Max",                   "iPhone",     2020, pt(428, 926), px(1284, 2778),  3, .notch47),
        phone("iphone-12-pro",       "iPhone 12 Pro",                       "iPhone",     2020, pt(390, 844), px(1170, 2532),  3, .notch47),
        phone("iphone-12",           "iPhone 12",                           "iPhone",     2020, pt(390, 844), px(1170, 2532),  3, .notch47),
        phone("iphone-12-mini",      "iPhone 12 mini",                      "iPhone",     2020, pt(375, 812), px(1125, 2436),  3, .notch50),
        phone("iphone-11-pro-max",   "iPhone 11 Pro Max",                   "iPhone",     2019, pt(414, 896), px(1242, 2688),  3, .notch44),
        phone("iphone-11-pro",       "iPhone 11 Pro",                       "iPhone",     2019, pt(375, 812), px(1125, 2436),  3, .notch44),
        phone("iphone-11",           "iPhone 11",                           "iPhone",     2019, pt(414, 896), px(828, 1792),   2, .notch48),
        phone("iphone-xs-max",       "iPhone XS Max",                       "iPhone",     2018, pt(414, 896), px(1242, 2688),  3, .notch44),
        phone("iphone-xs",           "iPhone XS",                           "iPhone",     2018, pt(375, 812), px(1125, 2436),  3, .notch44),
        phone("iphone-xr",           "iPhone XR",                           "iPhone",     2018, pt(414, 896), px(828, 1792),   2, .notch48),
        phone("iphone-x",            "iPhone X",                            "iPhone",     2017, pt(375, 812), px(1125, 2436),  3, .notch44),
        phone("iphone-8-plus",       "iPhone 8 Plus",                       "iPhone",     2017, pt(414, 736), px(1080, 1920),  3, .homeButtonPhone),
        phone("iphone-8",            "iPhone 8",                            "iPhone",     2017, pt(375, 667), px(750, 1334),   2, .homeButtonPhone),
        phone("iphone-7-plus",       "iPhone 7 Plus",                       "iPhone",     2016, pt(414, 736), px(1080, 1920),  3, .homeButtonPhone),
        phone("iphone-7",            "iPhone 7",                            "iPhone",     2016, pt(375, 667), px(750, 1334),   2, .homeButtonPhone),
        phone("iphone-6s-plus",      "iPhone 6s Plus",                      "iPhone",     2015, pt(414, 736), px(1080, 1920),  3, .homeButtonPhone),
        phone("iphone-6s",           "iPhone 6s",                           "iPhone",     2015, pt(375, 667), px(750, 1334),   2, .homeButtonPhone),
        phone("iphone-6-plus",       "iPhone 6 Plus",                       "iPhone",     2014, pt(414, 736), px(1080, 1920),  3, .homeButtonPhone),
        phone("iphone-6",            "iPhone 6",                            "iPhone",     2014, pt(375, 667), px(750, 1334),   2, .homeButtonPhone),
        // The 4.7" SE is the 2nd generation (2020); the 3rd (2022) has the same screen.
        phone("iphone-se-4-7",       "4.7\" iPhone SE",                     "iPhone SE",  2020, pt(375, 667), px(750, 1334),   2, .homeButtonPhone),
        phone("iphone-se-4",         "4\" iPhone SE",                       "iPhone SE",  2016, pt(320, 568), px(640, 1136),   2, .homeButtonPhone),
        // [DATA] has no iPod row; it has a home button like the iPhones of its time.
        phone("ipod-touch-5",        "iPod touch 5th generation and later", "iPod touch", 2012, pt(320, 568), px(640, 1136),   2, .homeButtonPhone),

        // iPad — [DATA] "Newer devices"
        pad("ipad-pro-13-m4",        "iPad Pro 13-inch (M4)",               "iPad Pro",   2024, pt(1032, 1376), nil,           2, .fullScreenPad),
        pad("ipad-pro-11-m4",        "iPad Pro 11-inch (M4)",               "iPad Pro",   2024, pt(834, 1210), nil,            2, .fullScreenPad),
        pad("ipad-air-13-m2",        "iPad Air 13-inch (M2)",               "iPad Air",   2024, pt(1024, 1366), nil,           2, .fullScreenPad),
        // [DATA] infers this size from the iPad (A16), which has the same panel.
        pad("ipad-air-11-m2",        "iPad Air 11-inch (M2)",               "iPad Air",   2024, pt(820, 1180), nil,            2, .fullScreenPad),
        pad("ipad-mini-a17-pro",     "iPad mini (A17 Pro)",                 "iPad mini",  2024, pt(744, 1133), nil,            2, .fullScreenPad),
        pad("ipad-a16",              "iPad (A16)",                          "iPad",       2025, pt(820, 1180), nil,            2, .fullScreenPad),
        // [HIG] "Device screen sizes and orientations", in its order. The 12.9" row is the 3rd
        // generation on (2018), the full-screen design [DATA] lists.
        pad("ipad-pro-12-9",         "12.9\" iPad Pro",                     "iPad Pro",   2018, pt(1024, 1366), px(2048, 2732), 2, .fullScreenPad),
        pad("ipad-pro-11",           "11\" iPad Pro",                       "iPad Pro",   2018, pt(834, 1194), px(1668, 2388), 2, .fullScreenPad),
        // [HIG] gives the 10.5" iPad Pro the 11" size, 834×1194 pt (1668×2388 px). Its panel is
        // the 10.5" iPad Air's, 1668×2224 px, which the HIG lists right.
        pad("ipad-pro-10-5",         "10.5\" iPad Pro",                     "iPad Pro",   2017, pt(834, 1112), px(1668, 2224), 2, .homeButtonPad),
        pad("ipad-pro-9-7",          "9.7\" iPad Pro",                      "iPad Pro",   2016, pt(768, 1024), px(1536, 2048), 2, .homeButtonPad),
        // The HIG's Split View table names the iPad mini 4 (2015); the mini 5 has the same screen.
        pad("ipad-mini-7-9",         "7.9\" iPad mini",                     "iPad mini",  2015, pt(768, 1024), px(1536, 2048), 2, .homeButtonPad),
        pad("ipad-air-10-5",         "10.5\" iPad Air",                     "iPad Air",   2019, pt(834, 1112), px(1668, 2224), 2, .homeButtonPad),
        // The iPad Air 2 (2014), the first 9.7" Air with Split View.
        pad("ipad-air-9-7",          "9.7\" iPad Air",                      "iPad Air",   2014, pt(768, 1024), px(1536, 2048), 2, .homeButtonPad),
        pad("ipad-10-2",             "10.2\" iPad",                         "iPad",       2019, pt(810, 1080), px(1620, 2160), 2, .homeButtonPad),
        pad("ipad-9-7",              "9.7\" iPad",                          "iPad",       2017, pt(768, 1024), px(1536, 2048), 2, .homeButtonPad),

        // Apple Watch — [HIG] watchOS table, pixels; points are pixels at @2x.
        watch("apple-watch-ultra-49mm",    "Apple Watch Ultra 49mm",        "Apple Watch Ultra", 2022, px(410, 502)),
        watch("apple-watch-series-7-41mm", "Apple Watch Series 7 and later 41mm", "Apple Watch", 2021, px(352, 430)),
        watch("apple-watch-series-7-45mm", "Apple Watch Series 7 and later 45mm", "Apple Watch", 2021, px(396, 484)),
        watch("apple-watch-series-4-40mm", "Apple Watch Series 4–6 40mm",   "Apple Watch", 2018, px(324, 394)),
        watch("apple-watch-series-4-44mm", "Apple Watch Series 4–6 44mm",   "Apple Watch", 2018, px(368, 448)),
        watch("apple-watch-series-1-38mm", "Apple Watch Series 1–3 38mm",   "Apple Watch", 2016, px(272, 340)),
        watch("apple-watch-series-1-42mm", "Apple Watch Series 1–3 42mm",   "Apple Watch", 2016, px(312, 390)),

        // Apple TV — [DATA] "tvOS: 1920×1080", [TV] for the scales; landscape only.
        tv("apple-tv-4k",            "Apple TV 4K",                         "Apple TV",   2017, scale: 2),
        tv("apple-tv-hd",            "Apple TV HD",                         "Apple TV",   2015, scale: 1),
    ]

    private static func pt(_ width: Double, _ height: Double) -> PointSize {
        PointSize(width: width, height: height)
    }

    private static func px(_ width: Int, _ height: Int) -> PixelSize {
        PixelSize(width: width, height: height)
    }

    private static func phone(
        _ id: String, _ name: String, _ family: String, _ year: Int, _ points: PointSize,
        _ pixels: PixelSize?, _ scale: Double, _ safeArea: SafeAreaProfile
    ) -> Device {
        device(id, name, .iOS, family, year, points, pixels, scale, safeArea)
    }

    private static func pad(
        _ id: String, _ name: String, _ family: String, _ year: Int, _ points: PointSize,
        _ pixels: PixelSize?, _ scale: Double, _ safeArea: SafeAreaProfile
    ) -> Device {
        device(id, name, .iPadOS, family, year, points, pixels, scale, safeArea)
    }

    private static func watch(
        _ id: String, _ name: String, _ family: String, _ year: Int, _ pixels: PixelSize
    ) -> Device {
        let scale = 2.0
        let points = PointSize(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
        return device(id, name, .watchOS, family, year, points, pixels, scale, .watch)
    }

    private static func tv(
        _ id: String, _ name: String, _ family: String, _ year: Int, scale: Double
    ) -> Device {
        device(id, name, .tvOS, family, year, pt(1920, 1080), nil, scale, .tvSafeZone)
    }

    private static func device(
        _ id: String, _ name: String, _ platform: DevicePlatform, _ family: String, _ year: Int,
        _ points: PointSize, _ pixels: PixelSize?, _ scale: Double, _ safeArea: SafeAreaProfile
    ) -> Device {
        Device(
            id: id, name: name, platform: platform, family: family, year: year, points: points,
            pixels: pixels ?? PixelSize(width: Int(points.width * scale), height: Int(points.height * scale)),
            scale: scale, safeArea: safeArea, isDefault: defaultDeviceIDs.contains(id)
        )
    }
}
