import PlumbSyntax
import SwiftSyntax

/// SwiftUI's `Font` type as code names it: the base of `Font.title` and
/// `SwiftUI.Font.system(size: 17)`. `AppFont.title` is an app's own font, whatever its name says.
public enum FontType {
    /// UIKit's and AppKit's font types: `UIFont(name:size:)`.
    public static let platformTypes: Set<String> = ["UIFont", "NSFont"]

    /// The types a font value has: `Font` and the platform's.
    public static let typeNames: Set<String> = platformTypes.union(["Font"])

    /// Whether an expression names the `Font` type: `Font`, `SwiftUI.Font`.
    public static func isNamed(by expression: ExprSyntax) -> Bool {
        let name = ValueResolver.dottedName(expression)
        return name == "Font" || name == "SwiftUI.Font"
    }
}
