// The tables of Apple's Human Interface Guidelines, Layout, transcribed cell for cell
// so the tests can check the catalog against them without reading the document.

enum HIGLayoutTables {
    /// "Device screen sizes and orientations": device, dimensions (portrait).
    static let screenSizes: [(device: String, dimensions: String)] = [
        ("12.9\" iPad Pro", "1024x1366 pt (2048x2732 px @2x)"),
        ("11\" iPad Pro", "834x1194 pt (1668x2388 px @2x)"),
        ("10.5\" iPad Pro", "834x1194 pt (1668x2388 px @2x)"),
        ("9.7\" iPad Pro", "768x1024 pt (1536x2048 px @2x)"),
        ("7.9\" iPad mini", "768x1024 pt (1536x2048 px @2x)"),
        ("10.5\" iPad Air", "834x1112 pt (1668x2224 px @2x)"),
        ("9.7\" iPad Air", "768x1024 pt (1536x2048 px @2x)"),
        ("10.2\" iPad", "810x1080 pt (1620x2160 px @2x)"),
        ("9.7\" iPad", "768x1024 pt (1536x2048 px @2x)"),
        ("iPhone 14 Pro Max", "430x932 pt (1290x2796 px @3x)"),
        ("iPhone 14 Pro", "393x852 pt (1179x2556 px @3x)"),
        ("iPhone 14 Plus", "428x926 pt (1284x2778 px @3x)"),
        ("iPhone 14", "390x844 pt (1170x2532 px @3x)"),
        ("iPhone 13 Pro Max", "428x926 pt (1284x2778 px @3x)"),
        ("iPhone 13 Pro", "390x844 pt (1170x2532 px @3x)"),
        ("iPhone 13", "390x844 pt (1170x2532 px @3x)"),
        ("iPhone 13 mini", "375x812 pt (1125x2436 px @3x)"),
        ("iPhone 12 Pro Max", "428x926 pt (1284x2778 px @3x)"),
        ("iPhone 12 Pro", "390x844 pt (1170x2532 px @3x)"),
        ("iPhone 12", "390x844 pt (1170x2532 px @3x)"),
        ("iPhone 12 mini", "375x812 pt (1125x2436 px @3x)"),
        ("iPhone 11 Pro Max", "414x896 pt (1242x2688 px @3x)"),
        ("iPhone 11 Pro", "375x812 pt (1125x2436 px @3x)"),
        ("iPhone 11", "414x896 pt (828x1792 px @2x)"),
        ("iPhone XS Max", "414x896 pt (1242x2688 px @3x)"),
        ("iPhone XS", "375x812 pt (1125x2436 px @3x)"),
        ("iPhone XR", "414x896 pt (828x1792 px @2x)"),
        ("iPhone X", "375x812 pt (1125x2436 px @3x)"),
        ("iPhone 8 Plus", "414x736 pt (1080x1920 px @3x)"),
        ("iPhone 8", "375x667 pt (750x1334 px @2x)"),
        ("iPhone 7 Plus", "414x736 pt (1080x1920 px @3x)"),
        ("iPhone 7", "375x667 pt (750x1334 px @2x)"),
        ("iPhone 6s Plus", "414x736 pt (1080x1920 px @3x)"),
        ("iPhone 6s", "375x667 pt (750x1334 px @2x)"),
        ("iPhone 6 Plus", "414x736 pt (1080x1920 px @3x)"),
        ("iPhone 6", "375x667 pt (750x1334 px @2x)"),
        ("4.7\" iPhone SE", "375x667 pt (750x1334 px @2x)"),
        ("4\" iPhone SE", "320x568 pt (640x1136 px @2x)"),
        ("iPod touch 5th generation and later", "320x568 pt (640x1136 px @2x)"),
    ]

    /// "Device size classes": device, portrait orientation, landscape orientation.
    static let sizeClasses: [(device: String, portrait: String, landscape: String)] = [
        ("12.9\" iPad Pro", "Regular width, regular height", "Regular width, regular height"),
        ("11\" iPad Pro", "Regular width, regular height", "Regular width, regular height"),
        ("10.5\" iPad Pro", "Regular width, regular height", "Regular width, regular height"),
        ("9.7\" iPad", "Regular width, regular height", "Regular width, regular height"),
        ("7.9\" iPad mini", "Regular width, regular height", "Regular width, regular height"),
        ("iPhone 14 Pro Max", "Compact width, regular height", "Regular width, compact height"),
        ("iPhone 14 Pro", "Compact width, regular height", "Compact width, regular height"),
        ("iPhone 14 Plus", "Compact width, regular height", "Regular width, compact height"),
        ("iPhone 14", "Compact width, regular height", "Compact width, regular height"),
        ("iPhone 13 Pro Max", "Compact width, regular height", "Regular width, compact height"),
        ("iPhone 13 Pro", "Compact width, regular height", "Compact width, compact height"),
        ("iPhone 13", "Compact width, regular height", "Compact width, compact height"),
        ("iPhone 13 mini", "Compact width, regular height", "Compact width, compact height"),
        ("iPhone 12 Pro Max", "Compact width, regular height", "Regular width, compact height"),
        ("iPhone 12 Pro", "Compact width, regular height", "Compact width, compact height"),
        ("iPhone 12", "Compact width, regular height", "Compact width, compact height"),
        ("iPhone 12 mini", "Compact width, regular height", "Compact width, compact height"),
        ("iPhone 11 Pro Max", "Compact width, regular height", "Regular width, compact height"),
        ("iPhone 11 Pro", "Compact width, regular height", "Compact width, compact height"),
        ("iPhone 11", "Compact width, regular height", "Regular width, compact height"),
        ("iPhone XS Max", "Compact width, regular height", "Regular width, compact height"),
        ("iPhone XS", "Compact width, regular height", "Compact width, compact height"),
        ("iPhone XR", "Compact width, regular height", "Regular width, compact height"),
        ("iPhone X", "Compact width, regular height", "Compact width, compact height"),
        ("iPhone 8 Plus", "Compact width, regular height", "Regular width, compact height"),
        ("iPhone 8", "Compact width, regular height", "Compact width, compact height"),
        ("iPhone 7 Plus", "Compact width, regular height", "Regular width, compact height"),
        ("iPhone 7", "Compact width, regular height", "Compact width, compact height"),
        ("iPhone 6s Plus", "Compact width, regular height", "Regular width, compact height"),
        ("iPhone 6s", "Compact width, regular height", "Compact width, compact height"),
        ("iPhone SE", "Compact width, regular height", "Compact width, compact height"),
        ("iPod touch 5th generation and later", "Compact width, regular height", "Compact width, compact height"),
    ]

    /// The Split View size classes: device (blank continues the row above), mode, portrait,
    /// landscape.
    static let splitViews: [(device: String, mode: String, portrait: String, landscape: String)] = [
        ("12.9\" iPad Pro", "2/3 split view", "Compact width, regular height", "Regular width, regular height"),
        ("", "1/2 split view", "N/A", "Regular width, regular height"),
        ("", "1/3 split view", "Compact width, regular height", "Compact width, regular height"),
        ("11\" iPad Pro", "2/3 split view", "Compact width, regular height", "Regular width, regular height"),
        ("", "1/2 split view", "N/A", "Compact width, regular height"),
        ("", "1/3 split view", "Compact width, regular height", "Compact width, regular height"),
        ("10.5\" iPad Pro", "2/3 split view", "Compact width, regular height", "Regular width, regular height"),
        ("", "1/2 split view", "N/A", "Compact width, regular height"),
        ("", "1/3 split view", "Compact width, regular height", "Compact width, regular height"),
        ("9.7\" iPad", "2/3 split view", "Compact width, regular height", "Regular width, regular height"),
        ("", "1/2 split view", "N/A", "Compact width, regular height"),
        ("", "1/3 split view", "Compact width, regular height", "Compact width, regular height"),
        ("7.9\" iPad mini 4", "2/3 split view", "Compact width, regular height", "Regular width, regular height"),
        ("", "1/2 split view", "N/A", "Compact width, regular height"),
        ("", "1/3 split view", "Compact width, regular height", "Compact width, regular height"),
    ]

    /// The watchOS table: series, screen size, width and height in pixels.
    static let watchScreens: [(series: String, size: String, width: Int, height: Int)] = [
        ("Apple Watch Ultra", "49mm", 410, 502),
        ("7 and later", "41 mm", 352, 430),
        ("7 and later", "45 mm", 396, 484),
        ("4, 5, and 6", "40 mm", 324, 394),
        ("4, 5, and 6", "44 mm", 368, 448),
        ("1, 2, and 3", "38 mm", 272, 340),
        ("1, 2, and 3", "42 mm", 312, 390),
    ]

    /// "Adhere to the screen's safe zone. Inset primary content 60 pixels from the top and bottom
    /// of the screen, and 80 pixels from the sides."
    static let tvSafeZone = (topAndBottom: 60.0, sides: 80.0)
}
