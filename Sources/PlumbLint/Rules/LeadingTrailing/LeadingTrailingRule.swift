import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// Layout directions are leading and trailing, so right-to-left languages mirror (docs/design-system.md#adaptive-layout).
struct LeadingTrailingRule: SyntaxRule {
    static let description = RuleDescription(
        id: "leading-trailing",
        summary: "`.left`/`.right` where a layout direction is meant",
        explanation: """
            docs/design-system.md#adaptive-layout: "ALWAYS use `.leading/.trailing` — never `.left/.right`". In Arabic or Hebrew the layout \
            mirrors; a physical left stays left and the view reads backwards. SwiftUI's edges and alignments \
            have no `.left`, so this only happens in UIKit and AppKit bridge code. The rule reports \
            `.left`/`.right` of layout types only: `NSTextAlignment` (`textAlignment = .left`, a paragraph \
            style's `alignment = .left`), \
            `UIControl.ContentHorizontalAlignment` (`contentHorizontalAlignment = .left`), \
            `NSLayoutConstraint.Attribute` (`attribute: .left`) and the `leftAnchor`/`rightAnchor` anchors (a \
            constraint between two of them is one finding, fixed on both sides, an implicit `self`'s anchor \
            included; UIKit raises an exception for a constraint between a left and a leading anchor, so a \
            constraint whose other side Plumb cannot read, or an anchor kept in a variable, gets no fix), \
            `UIRectEdge.left`, and a `UIEdgeInsets`' `.left`/`.right` mapped into a SwiftUI `EdgeInsets`' \
            `leading:`/`trailing:` (or an edge's `.leading`/`.trailing` into `UIEdgeInsets(left:right:)`), and \
            a set of `UIRectCorner`s chosen for one side (`[.topLeft, .topRight, .bottomLeft]`, a chat bubble's \
            tail), reported once at its first corner whose mirror is missing. A constraint whose mirror stands \
            beside it (in the same statement or `activate([…])` list, or in the statement just before or \
            after) is not reported, in either form: the same two views or guides on the other side, the \
            constant negated as written (`-padding` and `padding`, `-(inset * 2)` and `inset * 2`, none and \
            none), an inequality reversed. Written with leading and trailing, a right-to-left layout turns each \
            of the two into the other, so the pair lays the view out the same in either direction. An \
            app's own enums with `left`/`right` cases (swipe directions, cube \
            faces, results) are never reported.

            The fix writes `.leading`/`.trailing` (`leadingAnchor`/`trailingAnchor`); for `NSTextAlignment`, \
            which has no `.leading`, `.left` becomes `.natural`. `.right` text alignment, `UIRectEdge` and \
            inset mappings have no direct replacement and are reported without a fix.
            """,
        severity: .error,
        kind: .syntax,
        triggering: [
            RuleExample("label.textAlignment = ↓.left"),
            RuleExample("label.textAlignment = ↓.right"),
            RuleExample("let a = NSTextAlignment↓.left"),
            RuleExample("button.contentHorizontalAlignment = ↓.left"),
            RuleExample("let c = NSLayoutConstraint(item: a, attribute: ↓.left, relatedBy: .equal, toItem: b, attribute: .right, multiplier: 1, constant: 0)"),
            RuleExample("let c = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: ↓.right, multiplier: 1, constant: 0)"),
            RuleExample("let c = view.↓leftAnchor.constraint(equalTo: other.rightAnchor)"),
            RuleExample("let c = view.leadingAnchor.constraint(equalTo: guide.leadingAnchor); let d = view.↓rightAnchor.constraint(equalTo: guide.trailingAnchor, constant: 8)"),
            // An implicit `self`'s anchor: one finding, at the side the walk sees.
            RuleExample("let c = leftAnchor.constraint(equalTo: guide.↓leftAnchor, constant: 8)"),
            // Reported with no fix: the other side is not an anchor Plumb can read, or not here.
            RuleExample("let c = view.↓leftAnchor.constraint(equalTo: anchor(for: edge))"),
            RuleExample("let edge = view.↓rightAnchor"),
            // Pairs that are not mirrors: unequal insets, the same shift on both sides, another view.
            RuleExample("""
                NSLayoutConstraint.activate([
                    banner.↓leftAnchor.constraint(equalTo: view.leftAnchor, constant: 8),
                    banner.↓rightAnchor.constraint(equalTo: view.rightAnchor, constant: -16),
                ])
                """),
            RuleExample("""
                badge.↓leftAnchor.constraint(equalTo: icon.leftAnchor, constant: spacing).isActive = true
                badge.↓rightAnchor.constraint(equalTo: icon.rightAnchor, constant: spacing).isActive = true
                """),
            RuleExample("""
                let leading = NSLayoutConstraint(item: label, attribute: ↓.left, relatedBy: .equal, toItem: card, attribute: .left, multiplier: 1, constant: inset)
                let trailing = NSLayoutConstraint(item: label, attribute: ↓.right, relatedBy: .equal, toItem: container, attribute: .right, multiplier: 1, constant: -inset)
                """),
            RuleExample("let edges = UIRectEdge↓.left"),
            RuleExample("let e = EdgeInsets(top: i.top, leading: ↓i.left, bottom: i.bottom, trailing: ↓i.right)"),
            RuleExample("let u = UIEdgeInsets(top: e.top, left: ↓e.leading, bottom: e.bottom, right: ↓e.trailing)"),
            RuleExample("let e = EdgeInsets(top: insets.top, leading: ↓insets.left, bottom: insets.bottom, trailing: ↓insets.right)"),
            RuleExample("let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight, ↓.bottomLeft], cornerRadii: size)"),
            RuleExample("""
                func attributed() {
                    let style = NSMutableParagraphStyle()
                    style.alignment = ↓.left
                }
                """),
        ],
        nonTriggering: [
            RuleExample("label.textAlignment = .natural"),
            RuleExample("let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: size)"),
            RuleExample("""
                NSLayoutConstraint.activate([
                    view.topAnchor.constraint(equalTo: topAnchor),
                    view.leftAnchor.constraint(equalTo: leftAnchor),
                    view.rightAnchor.constraint(equalTo: rightAnchor),
                ])
                """),
            // A constraint beside its mirror: the same views, the other side, the constant negated.
            RuleExample("""
                overlay.leftAnchor.constraint(equalTo: host.view.leftAnchor, constant: -outset).isActive = true
                overlay.rightAnchor.constraint(equalTo: host.view.rightAnchor, constant: outset).isActive = true
                """),
            RuleExample("""
                console.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                console.leftAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leftAnchor).isActive = true
                console.rightAnchor.constraint(equalTo: view.safeAreaLayoutGuide.rightAnchor).isActive = true
                """),
            RuleExample("""
                NSLayoutConstraint.activate([
                    NSLayoutConstraint(item: field, attribute: .left, relatedBy: .equal, toItem: form, attribute: .left, multiplier: 1, constant: -(margin * 2)),
                    NSLayoutConstraint(item: field, attribute: .right, relatedBy: .equal, toItem: form, attribute: .right, multiplier: 1, constant: margin * 2),
                ])
                """),
            RuleExample("""
                [
                    card.leftAnchor.constraint(greaterThanOrEqualTo: leftAnchor, constant: 20),
                    card.rightAnchor.constraint(lessThanOrEqualTo: rightAnchor, constant: -20),
                ].forEach { $0.isActive = true }
                """),
            RuleExample("let c = view.leadingAnchor.constraint(equalTo: other.trailingAnchor)"),
            RuleExample("enum Swipe { case left, right }; let s: Swipe = .left"),
            RuleExample("switch direction { case .left: turn(); case .right: back(); default: break }"),
            RuleExample("enum Face { case left, right }; let f = Face.left"),
            RuleExample("enum Outcome { case left, right }; let winner: Outcome = .right"),
            RuleExample("game.tap(.init(index: index, side: .left))"),
            RuleExample("let v = Text(\"A\").padding(.leading, 8).frame(maxWidth: .infinity, alignment: .leading)"),
            RuleExample("let e = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)"),
            RuleExample("let m = insets.left + insets.right"),
            RuleExample("let u = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)"),
            RuleExample("enum Align { case left, right }; var layout = Layout(); layout.alignment = .left"),
        ],
        corrections: [
            RuleCorrection("label.textAlignment = .left", "label.textAlignment = .natural"),
            RuleCorrection("button.contentHorizontalAlignment = .right", "button.contentHorizontalAlignment = .trailing"),
            RuleCorrection(
                "let c = view.leftAnchor.constraint(equalTo: other.rightAnchor, constant: 8)",
                "let c = view.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: 8)"),
            RuleCorrection(
                "let c = NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1, constant: 0)",
                "let c = NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .leading, multiplier: 1, constant: 0)"),
            RuleCorrection("let a = NSTextAlignment.left", "let a = NSTextAlignment.natural"),
            RuleCorrection(
                "let c = leftAnchor.constraint(equalTo: guide.leftAnchor, constant: 8)",
                "let c = leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8)"),
            RuleCorrection(
                "let c = view.rightAnchor.constraint(lessThanOrEqualTo: rightAnchor, constant: -8)",
                "let c = view.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -8)"),
        ],
        fixChange: .noFrame
    )

    static let nodeKinds: [SyntaxKind] = [.memberAccessExpr]

    /// A layout type and what its `.left`/`.right` become (`nil`: no direct replacement).
    private struct LayoutType {
        let name: String
        let left: String?
        let right: String?
    }

    private static let textAlignment = LayoutType(name: "NSTextAlignment", left: "natural", right: nil)
    private static let contentAlignment = LayoutType(name: "UIControl.ContentHorizontalAlignment", left: "leading", right: "trailing")
    private static let attribute = LayoutType(name: "NSLayoutConstraint.Attribute", left: "leading", right: "trailing")
    private static let rectEdge = LayoutType(name: "UIRectEdge", left: nil, right: nil)
    private static let byTypeName: [String: LayoutType] = Dictionary(
        uniqueKeysWithValues: [textAlignment, contentAlignment, attribute, rectEdge].map { ($0.name, $0) })
    /// Properties whose type is a layout type, for `x.property = .left`.
    private static let byProperty: [String: LayoutType] = [
        "textAlignment": textAlignment, "contentHorizontalAlignment": contentAlignment,
    ]
    private static let anchors = ["leftAnchor": "leadingAnchor", "rightAnchor": "trailingAnchor"]
    private static let cornerMirrors = [
        "topLeft": "topRight", "topRight": "topLeft", "bottomLeft": "bottomRight", "bottomRight": "bottomLeft",
    ]
    /// Every name `check` acts on, looked up by the token's bytes before any string is made.
    private static let checkedNames = TokenNames(
        Array(anchors.keys) + ["leading", "trailing"] + Array(cornerMirrors.keys) + ["left", "right"])

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let member = node.cast(MemberAccessExprSyntax.self)
        guard Self.checkedNames.contains(member.declName.baseName) else { return }
        let name = member.declName.baseName.text
        if Self.anchors[name] != nil, member.base != nil {
            checkAnchor(member, in: context)
            return
        }
        if name == "leading" || name == "trailing" {
            if isMappedToPhysicalInset(member) {
                context.report(at: member, "a `.\(name)` edge becomes a physical `\(name == "leading" ? "left" : "right")` inset, which does not mirror in right-to-left languages; use `NSDirectionalEdgeInsets`")
            }
            return
        }
        if Self.cornerMirrors[name] != nil {
            checkCornerSet(member, in: context)
            return
        }
        guard name == "left" || name == "right" else { return }
        if let type = layoutType(of: member) {
            // Both attributes of one constraint are one problem: reported at the first, fixed together.
            let pair = constraintAttributes(around: member)
            guard (pair.first ?? member).id == member.id else { return }
            if let call = constraintInitializer(around: member), MirroredConstraint.standsBesideItsMirror(call) { return }
            let replacement = name == "left" ? type.left : type.right
            let advice = replacement.map { "use `.\($0)`" } ?? "use a direction-aware alternative"
            let edits = (pair.isEmpty ? [member] : pair).compactMap { attribute in
                (attribute.declName.baseName.text == "left" ? type.left : type.right).map { context.replacing(attribute.declName, with: $0) }
            }
            context.report(
                at: member.period,
                "`\(type.name).\(name)` does not mirror in right-to-left languages; \(advice)",
                fix: replacement == nil ? [] : edits)
        } else if isInsetMappedToEdgeInsets(member) {
            context.report(at: member, "a physical `.\(name)` inset becomes a `\(name == "left" ? "leading" : "trailing")` edge, which mirrors in right-to-left languages; use directional insets")
        }
    }

    /// `[.topLeft, .topRight, .bottomLeft]`: a corner without its mirror rounds one physical side,
    /// which stays on that side in right-to-left layouts. One finding per set, at its first such corner.
    private func checkCornerSet(_ member: MemberAccessExprSyntax, in context: LintContext) {
        guard member.base == nil || member.base?.trimmedText == "UIRectCorner",
              let array = member.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.as(ArrayExprSyntax.self)
        else { return }
        let corners = array.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self) }
        guard corners.count == array.elements.count,
              corners.allSatisfy({ Self.cornerMirrors[$0.declName.baseName.text] != nil })
        else { return }
        let names = Set(corners.map(\.declName.baseName.text))
        let unmatched = corners.filter { !names.contains(Self.cornerMirrors[$0.declName.baseName.text] ?? "") }
        guard unmatched.first?.id == member.id else { return }
        context.report(
            at: member,
            "the corner set \(array.trimmedText) rounds `.\(member.declName.baseName.text)` but not its mirror, so it does not mirror in right-to-left languages; choose the corners by the layout direction")
    }

    /// `a.leftAnchor.constraint(equalTo: b.leftAnchor)` is one finding whose fix turns both
    /// anchors, since UIKit raises an exception for a constraint between a leading and a left
    /// anchor. The fix is given only when both sides are anchors it can read (`leftAnchor` of an
    /// implicit `self` included): a side it cannot read (`anchor(for: edge)`), or an anchor kept
    /// in a variable for a constraint made elsewhere, could be left while the other side turns.
    private func checkAnchor(_ member: MemberAccessExprSyntax, in context: LintContext) {
        let name = member.declName.baseName.text
        let message = "`\(name)` is a physical edge; use `\(Self.anchors[name] ?? name)` so right-to-left layouts mirror"
        guard let sides = constraintSides(of: member) else {
            context.report(at: member.declName, message)
            return
        }
        if let call = constraintCall(of: member), MirroredConstraint.standsBesideItsMirror(call) { return }
        let references = sides.map(anchorReference)
        let physical = references.compactMap { $0 }.filter { Self.anchors[$0.baseName.text] != nil }
        // One finding per constraint, at its first physical side written with a base (the walk
        // visits member accesses only, not an implicit `self`'s `leftAnchor`).
        guard physical.first(where: { $0.parent?.as(MemberAccessExprSyntax.self)?.declName.id == $0.id })?.id == member.declName.id else { return }
        let readsBothSides = references.allSatisfy { $0?.baseName.text.hasSuffix("Anchor") ?? false }
        context.report(
            at: member.declName, message,
            fix: readsBothSides ? physical.map { context.replacing($0, with: Self.anchors[$0.baseName.text] ?? "") } : [])
    }

    /// The anchor a constraint method is called on and the anchor it is given first, when
    /// `member` is one of them (`a.leftAnchor.constraint(equalTo: b.rightAnchor, constant: 8)`).
    private func constraintSides(of member: MemberAccessExprSyntax) -> [ExprSyntax]? {
        guard let call = constraintCall(of: member), let argument = call.arguments.first else { return nil }
        if argument.expression.id == ExprSyntax(member).id {
            return call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map { [$0, ExprSyntax(member)] }
        }
        return [ExprSyntax(member), argument.expression]
    }

    /// The constraint method call whose receiver or first argument is the anchor `member`.
    private func constraintCall(of member: MemberAccessExprSyntax) -> FunctionCallExprSyntax? {
        if let method = member.parent?.as(MemberAccessExprSyntax.self), method.base?.id == ExprSyntax(member).id {
            return method.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let argument = member.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              call.arguments.first?.id == argument.id, call.calledExpression.is(MemberAccessExprSyntax.self)
        else { return nil }
        return call
    }

    /// The name of an anchor written `view.leftAnchor` or, of an implicit `self`, `leftAnchor`.
    private func anchorReference(_ expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil ? nil : member.declName }
        return expression.as(DeclReferenceExprSyntax.self)
    }

    /// The `.left`/`.right` attributes of the `NSLayoutConstraint(item:attribute:…)` that holds
    /// `member`; empty elsewhere.
    private func constraintAttributes(around member: MemberAccessExprSyntax) -> [MemberAccessExprSyntax] {
        guard let call = constraintInitializer(around: member) else { return [] }
        // `compactMap`, not `filter`: a filtered syntax collection is a new, detached tree.
        return call.arguments.compactMap { argument in
            guard argument.label?.text == "attribute", let attribute = argument.expression.as(MemberAccessExprSyntax.self),
                  ["left", "right"].contains(attribute.declName.baseName.text) else { return nil }
            return attribute
        }
    }

    /// The `NSLayoutConstraint(item:attribute:…)` that takes `member` as an argument.
    private func constraintInitializer(around member: MemberAccessExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = member.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
              CallShape(call)?.initializerName == "NSLayoutConstraint" else { return nil }
        return call
    }

    /// The layout type of `.left`: written (`NSTextAlignment.left`) or known from the context.
    private func layoutType(of member: MemberAccessExprSyntax) -> LayoutType? {
        if let base = member.base {
            return Self.byTypeName[base.trimmedText]
        }
        if let argument = member.parent?.as(LabeledExprSyntax.self) {
            guard argument.label?.text == "attribute",
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  CallShape(call)?.initializerName == "NSLayoutConstraint"
            else { return nil }
            return Self.attribute
        }
        // `x.textAlignment = .left`: an assignment in an unfolded sequence.
        guard let sequence = member.parent?.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[2].id == member.id, elements[1].is(AssignmentExprSyntax.self),
              let target = elements[0].as(MemberAccessExprSyntax.self)
        else { return nil }
        let property = target.declName.baseName.text
        if property == "alignment", let base = target.base, isParagraphStyle(base) { return Self.textAlignment }
        return Self.byProperty[property]
    }

    /// `style` in `style.alignment = .left`, when it is made as an `NSMutableParagraphStyle` or
    /// named as one.
    private func isParagraphStyle(_ expression: ExprSyntax) -> Bool {
        if expression.trimmedText.lowercased().hasSuffix("paragraphstyle") { return true }
        guard let reference = expression.as(DeclReferenceExprSyntax.self),
              case .local(_, let value) = ScopeLookup.find(reference.baseName.text, from: Syntax(reference)),
              let call = value.as(FunctionCallExprSyntax.self)
        else { return false }
        return ["NSMutableParagraphStyle", "NSParagraphStyle"].contains(CallShape(call)?.initializerName ?? "")
    }

    /// `UIEdgeInsets(top: e.top, left: e.leading, …)`: a SwiftUI edge read into a physical inset.
    private func isMappedToPhysicalInset(_ member: MemberAccessExprSyntax) -> Bool {
        guard member.base != nil, let argument = member.parent?.as(LabeledExprSyntax.self),
              ["left", "right"].contains(argument.label?.text ?? ""),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return CallShape(call)?.initializerName == "UIEdgeInsets"
    }

    /// `EdgeInsets(top:, leading: insets.left, …, trailing: insets.right)`.
    private func isInsetMappedToEdgeInsets(_ member: MemberAccessExprSyntax) -> Bool {
        guard member.base != nil, let argument = member.parent?.as(LabeledExprSyntax.self),
              ["leading", "trailing"].contains(argument.label?.text ?? ""),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        switch CallShape(call) {
        case .initializer("EdgeInsets")?, .implicitMember("init")?: return true
        default: return false
        }
    }
}
