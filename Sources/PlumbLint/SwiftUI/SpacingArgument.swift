import PlumbLayout
import SwiftSyntax

/// A value in a spacing position of SwiftUI: padding, a stack's or grid's `spacing:`, a
/// spacer's minimum length, inset spacing, content margins, edge insets. `.offset` moves a view
/// and is not spacing.
struct SpacingArgument {
    enum Position: Equatable {
        case padding(Edge.Set)
        case stackSpacing(String)
        case gridSpacing(String)
        case spacerMinimum
        case insetSpacing
        case contentMargins
        case edgeInsets
        case relativeFrameSpacing
        case listSpacing(String)
    }

    let expression: ExprSyntax
    let position: Position

    var name: String {
        switch position {
        case .padding: "padding"
        case .stackSpacing(let stack): "\(stack) spacing"
        case .gridSpacing(let grid): "\(grid) spacing"
        case .spacerMinimum: "Spacer minLength"
        case .insetSpacing: "safeAreaInset spacing"
        case .contentMargins: "content margin"
        case .edgeInsets: "edge inset"
        case .relativeFrameSpacing: "containerRelativeFrame spacing"
        case .listSpacing(let modifier): modifier
        }
    }
}
