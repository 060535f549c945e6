import PlumbSyntax
import SwiftSyntax

/// `UIDevice.current.userInterfaceIdiom`: the kind of device the app runs on, compared with a
/// `UIUserInterfaceIdiom` case (`== .pad`).
public enum InterfaceIdiom {
    /// The cases of `UIUserInterfaceIdiom`.
    static let caseNames: Set<String> = ["unspecified", "phone", "pad", "tv", "carPlay", "mac", "vision"]

    /// The values UIKit reports the device's idiom through: `UIDevice.current`'s, the screen's
    /// and the current trait collection's.
    private static let owners: Set<String> = ["UIDevice.current", "UIScreen.main.traitCollection", "UITraitCollection.current"]

    /// Whether `expression` names an idiom: a member named `userInterfaceIdiom`, UIKit's or a
    /// project's own (`appState.userInterfaceIdiom`), as code that branches on the device means it.
    public static func isNamed(_ expression: ExprSyntax) -> Bool {
        expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "userInterfaceIdiom"
    }

    /// Whether `expression` is UIKit's own idiom of the device, whose cases a device scenario
    /// settles: on `UIDevice.current` or a trait collection UIKit holds, or on `current` in an
    /// `extension UIDevice`. A project's property of that name may hold any value of its own.
    static func isDevicesIdiom(_ expression: ExprSyntax, facts: ProjectFacts) -> Bool {
        guard isNamed(expression), let base = expression.as(MemberAccessExprSyntax.self)?.base?.trimmedText else { return false }
        return owners.contains(base) || (base == "current" && facts.enclosingTypeName(of: expression) == "UIDevice")
    }
}
