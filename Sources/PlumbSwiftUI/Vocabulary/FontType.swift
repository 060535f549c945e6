import PlumbSyntax
import SwiftSyntax

/// SwiftUI's `Font` type as code names it: the base of `Font.title` and
/// `SwiftUI.Font.system(size: 17)`. `AppFont.title` is an app's own font, whatever its name says.
public enum FontType {
    /// Whether an expression names the `Font` type: `Font`, `SwiftUI.Font`.
    public static func isNamed(by expression: ExprSyntax) -> Bool {
        let name = ValueResolver.dottedName(expression)
        return name == "Font" || name == "SwiftUI.Font"
    }
}
