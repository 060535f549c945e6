import PlumbCore
import PlumbSyntax

/// Where a rule applies, as data on its description: the engine never reports a finding whose
/// code runs only where the rule does not apply (`CodeScope`).
public struct RulePlatforms: Sendable, Equatable {
    public let platforms: Set<Platform>
    /// The rule speaks only about code known to run on its platforms and nowhere else (a
    /// watch-only rule says nothing about code whose platform is unknown or shared with a phone).
    public let needsOnlyThese: Bool

    /// Every platform.
    public static let everywhere = RulePlatforms(platforms: Set(Platform.allCases), needsOnlyThese: false)
    /// Platforms people use with a finger, where 44pt tap targets apply (`docs/design-system.md`, "Tap targets").
    public static let touch = on(Set(Platform.allCases.filter(\.isTouch)))
    /// Platforms where text follows the reader's Dynamic Type size (not the Mac or Apple TV).
    public static let dynamicType = on([.iOS, .iPadOS, .watchOS, .visionOS])
    /// iPhone and iPad.
    public static let phoneAndPad = on([.iOS, .iPadOS])
    /// Everywhere but the Mac, whose windows and pointer make phone-sized layout rules moot.
    public static let notMac = on(Set(Platform.allCases).subtracting([.macOS]))

    /// Code that may run on one of `platforms`.
    public static func on(_ platforms: Set<Platform>) -> RulePlatforms {
        RulePlatforms(platforms: platforms, needsOnlyThese: false)
    }

    /// Code known to run on `platforms` only.
    public static func only(_ platforms: Set<Platform>) -> RulePlatforms {
        RulePlatforms(platforms: platforms, needsOnlyThese: true)
    }

    /// Whether the rule speaks about code in `scope`.
    public func applies(to scope: CodeScope) -> Bool {
        if needsOnlyThese { return scope.runsOnly(on: platforms) && scope.platforms?.isEmpty == false }
        guard let known = scope.platforms else { return true }
        return !known.isDisjoint(with: platforms)
    }

    /// `every platform`, `iOS, iPadOS`, `watchOS only`: for `plumb rules ID`.
    public var summary: String {
        if self == .everywhere { return "every platform" }
        let names = Platform.allCases.filter(platforms.contains).map(\.rawValue).joined(separator: ", ")
        return needsOnlyThese ? "code known to run only on \(names)" : names
    }
}
