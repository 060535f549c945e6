import PlumbLayout
import SwiftSyntax

/// A value in a spacing position of SwiftUI: padding, a stack's or grid's `spacing:`, a
/// spacer's minimum length, inset spacing, content margins, edge insets. `.offset` moves a view
/// and is not spacing.
public struct SpacingArgument {
    public enum Position: Equatable {
        case padding(Edge.Set)
        case stackSpacing(String)
        case gridSpacing(String)
        case spacerMinimum
        case contentMargins
        case edgeInsets
        /// The length a modifier takes with this label, or unlabeled: `safeAreaInset(edge:spacing:)`,
        /// `listRowSpacing(_:)`.
        case modifierSpacing(String, label: String?)
    }

    public let expression: ExprSyntax
    public let position: Position

    public var name: String {
        switch position {
        case .padding: "padding"
        case .stackSpacing(let stack): "\(stack) spacing"
        case .gridSpacing(let grid): "\(grid) spacing"
        case .spacerMinimum: "Spacer minLength"
        case .contentMargins: "content margin"
        case .edgeInsets: "edge inset"
        case .modifierSpacing(let modifier, let label): label.map { "\(modifier) \($0)" } ?? modifier
        }
    }
}
