import PlumbCore

/// A palette colour: one value, or a value for each appearance.
public enum ThemeColor: Sendable, Equatable {
    case fixed(HexColor)
    case adaptive(light: HexColor, dark: HexColor)

    public var light: HexColor {
        switch self {
        case .fixed(let color), .adaptive(let color, _): color
        }
    }

    public var dark: HexColor {
        switch self {
        case .fixed(let color), .adaptive(_, let color): color
        }
    }

    public var isAdaptive: Bool {
        if case .adaptive = self { return true }
        return false
    }
}
