import SwiftSyntax

/// `UIDevice.current.userInterfaceIdiom` (or a trait collection's `userInterfaceIdiom`): the kind
/// of device the app runs on, compared with a `UIUserInterfaceIdiom` case (`== .pad`).
public enum InterfaceIdiom {
    /// The cases of `UIUserInterfaceIdiom`.
    static let caseNames: Set<String> = ["unspecified", "phone", "pad", "tv", "carPlay", "mac", "vision"]

    /// Whether `expression` reads the device's idiom: a member named `userInterfaceIdiom`.
    public static func isRead(_ expression: ExprSyntax) -> Bool {
        expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "userInterfaceIdiom"
    }
}
