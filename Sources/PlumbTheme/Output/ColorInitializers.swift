import PlumbCore

/// The `Color` initializers the palette is written with: `Color(hex:)` always,
/// `Color(light:dark:)` when the appearance switches (docs/design-system.md#color-hex).
struct ColorInitializers {
    private static let hex = """
        /// A colour from hex digits: `#RGB`, `#RRGGBB` or `#RRGGBBAA`, the `#` optional.
        init(hex: String) {
            var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
            if digits.count == 3 { digits = String(digits.flatMap { [$0, $0] }) }
            let value = UInt64(digits, radix: 16) ?? 0
            let rgba = digits.count == 8 ? value : value << 8 | 0xFF
            self.init(
                .sRGB,
                red: Double(rgba >> 24 & 0xFF) / 255,
                green: Double(rgba >> 16 & 0xFF) / 255,
                blue: Double(rgba >> 8 & 0xFF) / 255,
                opacity: Double(rgba & 0xFF) / 255
            )
        }
        """

    private static let lightDark = """
        /// A colour that follows the system appearance: `light` in light mode, `dark` in dark mode.
        init(light: String, dark: String) {
            self.init(uiColor: UIColor { traits in
                UIColor(Color(hex: traits.userInterfaceStyle == .dark ? dark : light))
            })
        }
        """

    let appearance: Appearance
    /// Initializers the project declares already, by leading labels: left out.
    var existing: Set<[String]> = []

    /// The extension with the initializers still missing, after a blank line; nothing when
    /// the project has them all.
    func write(to out: inout SourceWriter) {
        let written = [(["hex"], Self.hex), (["light", "dark"], appearance == .switchable ? Self.lightDark : nil)]
            .compactMap { labels, text in text.flatMap { existing.contains(labels) ? nil : $0 } }
        guard !written.isEmpty else { return }
        out.line()
        out.block("extension Color") { body in
            for (index, text) in written.enumerated() {
                if index > 0 { body.line() }
                body.lines(text)
            }
        }
    }
}
