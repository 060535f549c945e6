/// The user's text size setting, xSmall … AX5.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The names the command line and `typography.md` use: xSmall, S, M, L, xL, xxL, xxxL, AX1…AX5.
    public static func named(_ name: String) -> DynamicTypeSize? {
        let lowered = name.lowercased()
        if let exact = allCases.first(where: { $0.rawValue.lowercased() == lowered }) { return exact }
        let short = ["xs": xSmall, "s": small, "m": medium, "l": large, "xl": xLarge, "xxl": xxLarge,
                     "xxxl": xxxLarge, "ax1": accessibility1, "ax2": accessibility2, "ax3": accessibility3,
                     "ax4": accessibility4, "ax5": accessibility5]
        return short[lowered]
    }

    /// The short name findings and scenario ids use: xSmall … xxxLarge as they are, AX1 … AX5.
    public var shortName: String {
        guard let level = rawValue.split(separator: "y").last.flatMap({ Int($0) }), rawValue.hasPrefix("accessibility")
        else { return rawValue }
        return "AX\(level)"
    }

    /// The position in `allCases`, xSmall = 0: the column of the typography tables.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.index < rhs.index }
}
