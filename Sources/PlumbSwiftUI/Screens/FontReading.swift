import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// Reads fonts: `.body`, `.system(size: 17, weight: .bold)`, `.headline.weight(.bold)`,
/// `.title.bold()`, `Font.body`; `.custom(_:size:)` (scales as body does, or as `relativeTo:`'s
/// style), `.custom(_:fixedSize:)`; and the fonts a project declares (`static let brandTitle =
/// Font.system(size: 22)`, `static func brand(size: CGFloat) -> Font`), sizes read through
/// constants, parameters and arithmetic.
extension TreeBuilder {
    /// How many declared fonts are followed, one naming another, before the reader stops.
    private static let maximumFontSteps = 8

    /// The font `expression` gives, in the current scope; nil when it is not one the reader can
    /// prove.
    func font(_ expression: ExprSyntax) -> Font? {
        font(expression, steps: Self.maximumFontSteps)
    }

    private func font(_ expression: ExprSyntax, steps: Int) -> Font? {
        guard steps > 0 else { return nil }
        let (written, writtenScope) = values.dereference(expression, in: scope)
        return reading(in: writtenScope) { writtenFont(written, steps: steps - 1) }
    }

    private func writtenFont(_ expression: ExprSyntax, steps: Int) -> Font? {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            if let choice = ValueReader.ternary(sequence) { return chosenFont(choice, steps: steps) }
            // `size ?? .subheadline`: the fallback where the optional is given `nil` (or nothing), else its font.
            guard let coalescing = ValueReader.nilCoalescing(sequence) else { return nil }
            let optional = values.dereference(coalescing.optional, in: scope).0
            return font(LiteralValue.isNil(optional) ? coalescing.fallback : coalescing.optional, steps: steps)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
            let name = member.declName.baseName.text
            // `.title` or `Font.title`; `AppFont.title` is the app's own, whatever its name says.
            if member.base.map(FontType.isNamed) ?? true, let style = TextStyle(rawValue: name) { return .style(style) }
            return owner(member.base).flatMap { declaredFont(name, of: $0, given: nil, steps: steps) }
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            // `Font(UIFont.systemFont(ofSize: 15))`: SwiftUI's font of a platform font.
            if FontType.isNamed(by: call.calledExpression), call.arguments.count == 1, let only = call.arguments.first, only.label == nil {
                return platformFont(only.expression, steps: steps)
            }
            // `brand(size: 16)` in the code of the type that declares it.
            guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), let typeName = scope.typeName else { return nil }
            return declaredFont(reference.baseName.text, of: typeName, given: call, steps: steps)
        }
        let name = member.declName.baseName.text
        let isSwiftUIFont = member.base.map(FontType.isNamed) ?? true
        var arguments = parts(call).arguments
        switch name {
        case "system" where isSwiftUIFont:
            if let style = arguments.read(position: 0, Self.textStyle) {
                return weighted(&arguments, "weight") { Font(.style(style), weight: $0) }
            }
            guard let size = arguments.number("size") else { return nil }
            return weighted(&arguments, "weight") { .system(size: size, weight: $0) }
        case "custom" where isSwiftUIFont:
            return customFont(call, &arguments)
        case "weight":
            guard let base = member.base.flatMap({ font($0, steps: steps) }) else { return nil }
            return weighted(&arguments, nil) { $0.map(base.weight) }
        case "bold":
            return member.base.flatMap { font($0, steps: steps) }?.weight(.bold)
        case "italic":
            // The system font's italic keeps its advances.
            return member.base.flatMap { font($0, steps: steps) }
        case "monospaced", "monospacedDigit":
            guard let base = member.base.flatMap({ font($0, steps: steps) }), arguments.unreadable.isEmpty else { return nil }
            return monospaced(base, name, at: call)
        default:
            return owner(member.base).flatMap { declaredFont(name, of: $0, given: call, steps: steps) }
        }
    }

    /// `isBold ? .brandBold(size: 30) : .brandLight(size: 30)`: the font of a choice of fonts.
    private func chosenFont(_ choice: (condition: ExprSyntax, then: ExprSyntax, else: ExprSyntax), steps: Int) -> Font? {
        chosen(choice) { font($0, steps: steps) }
    }

    /// The font of a choice whose branches `branchFont` reads: the branch a settled condition
    /// takes; on a condition known only at run time, the font both branches read as (faces are
    /// measured alike), else the open font of two ordered ones (`openFont`), else none.
    private func chosen(_ choice: (condition: ExprSyntax, then: ExprSyntax, else: ExprSyntax), _ branchFont: (ExprSyntax) -> Font?) -> Font? {
        if let holds = values.holds(choice.condition, in: scope) {
            return branchFont(holds ? choice.then : choice.else)
        }
        guard let then = branchFont(choice.then), let other = branchFont(choice.else) else { return nil }
        if then.measuresLike(other) { return then }
        return openFont(OpenChoice(condition: choice.condition, then: choice.then, else: choice.else), then, other)
    }

    /// The font `make` gives for the weight argument labelled `label` (nil: the first unlabelled
    /// one): a weight as written or declared, nil when absent, or a choice between two weights
    /// (`isSelected ? .semibold : .regular`) read as a choice between the fonts they make. Nil
    /// when an argument of the call is unreadable.
    private func weighted(_ arguments: inout CallArguments, _ label: String?, _ make: (FontWeight?) -> Font?) -> Font? {
        if let sequence = arguments.expression(label)?.as(SequenceExprSyntax.self), let choice = ValueReader.ternary(sequence) {
            let written = arguments
            guard written.unreadable.isEmpty else { return nil }
            return chosen(choice) { FontReader.weight(written.dereferenced($0)).flatMap(make) }
        }
        let weight = arguments.read(label, FontReader.weight)
        return arguments.unreadable.isEmpty ? make(weight) : nil
    }

    /// A run-time choice between two fonts of which one is never larger than the other
    /// (`isSelected ? .headline : .subheadline`) is read as an open number is ("Numbers chosen at
    /// run time"): the smaller font with open numbers at their lowest, the larger at their
    /// highest, the choice stated. Fonts not so ordered (`.title3` against `.headline`, larger
    /// but lighter) leave it unread.
    private func openFont(_ choice: OpenChoice, _ then: Font, _ other: Font) -> Font? {
        // The candidates are the fonts' ranks, 0 the smaller: the first branch's, then the else's.
        let ranks: [Double]
        if then.isNoLarger(than: other) {
            ranks = [0, 1]
        } else if other.isNoLarger(than: then) {
            ranks = [1, 0]
        } else {
            return nil
        }
        let written = [choice.then.trimmedText, choice.else.trimmedText]
        guard let taken = chooseOpen(choice, among: ranks, named: { written[$0 == ranks[0] ? 0 : 1] }) else { return nil }
        return taken == ranks[0] ? then : other
    }

    /// The weight `.fontWeight(_:)` gives: one as written, or a choice between two
    /// (`isSelected ? .semibold : .regular`), the branch a settled condition takes, else read as
    /// an open number is: the lighter with open numbers at their lowest, the heavier at their
    /// highest (text grows with its weight, `FontOrderTests`).
    func fontWeight(_ expression: ExprSyntax) -> FontWeight? {
        guard let sequence = expression.as(SequenceExprSyntax.self), let choice = ValueReader.ternary(sequence) else {
            return FontReader.weight(expression)
        }
        if let holds = values.holds(choice.condition, in: scope) { return FontReader.weight(holds ? choice.then : choice.else) }
        guard let then = FontReader.weight(choice.then), let other = FontReader.weight(choice.else) else { return nil }
        let weights = FontWeight.allCases
        let ranks = [then, other].map { Double(weights.firstIndex(of: $0)!) }
        let open = OpenChoice(condition: choice.condition, then: choice.then, else: choice.else)
        return chooseOpen(open, among: ranks, named: { ".\(weights[Int($0)])" }).map { weights[Int($0)] }
    }

    /// `.custom(name, size:)` scales with Dynamic Type as body does (or as `relativeTo:`'s
    /// style); `.custom(name, fixedSize:)` does not. A name read from the system font is the
    /// system face. Another face's metrics are unknown on Linux:
    /// its text is measured with the system font's, the font carries the face so that the layout
    /// rules do not judge that text's width, and the reading says so.
    private func customFont(_ call: FunctionCallExprSyntax, _ arguments: inout CallArguments) -> Font? {
        let size: Font.Size
        if let points = arguments.number("size") {
            size = .scaled(points, relativeTo: arguments.read("relativeTo", Self.textStyle) ?? .body)
        } else if let points = arguments.number("fixedSize") {
            size = .fixed(points)
        } else {
            return nil
        }
        guard arguments.unreadable.isEmpty else { return nil }
        let written = arguments.unlabelled(0)
        if let written, FontValues.isSystemFaceName(arguments.dereferenced(written)) { return Font(size) }
        let name = written.map { LiteralValue.string(arguments.dereferenced($0)) ?? $0.trimmedText } ?? "custom"
        assumeUnmeasured(face: name, at: call)
        return Font(size, face: name)
    }

    /// The font a UIKit font makes (`Font(_:)`): the system font at a size, which does not scale
    /// with Dynamic Type (`UIFont.systemFont(ofSize: 15, weight: .medium)`,
    /// `.boldSystemFont(ofSize:)`); a text style's preferred font, which is that style at the text
    /// size the app runs at; or the project's `UIFont` member that returns one of those
    /// (`static func boldAppFont(ofSize size: CGFloat) -> UIFont`), read as a `Font` member is.
    /// A face by name (`UIFont(name:size:)`) or a font made with traits stays unread.
    private func platformFont(_ expression: ExprSyntax, steps: Int) -> Font? {
        guard steps > 0 else { return nil }
        let (written, writtenScope) = values.dereference(expression, in: scope)
        return reading(in: writtenScope) { () -> Font? in
            guard let call = written.as(FunctionCallExprSyntax.self) else {
                guard let member = written.as(MemberAccessExprSyntax.self), member.base.map(Self.namesUIFont) ?? true,
                    let (value, inner) = declaredValue(member.declName.baseName.text, of: "UIFont", given: nil)
                else { return nil }
                return reading(in: inner) { platformFont(value, steps: steps - 1) }
            }
            guard let function = call.calledExpression.as(MemberAccessExprSyntax.self), function.base.map(Self.namesUIFont) ?? true
            else { return nil }
            var arguments = parts(call).arguments
            switch function.declName.baseName.text {
            case "systemFont":
                guard let size = arguments.number("ofSize") else { return nil }
                return weighted(&arguments, "weight") { .system(size: size, weight: $0) }
            case "boldSystemFont":
                guard let size = arguments.number("ofSize"), arguments.unreadable.isEmpty else { return nil }
                return .system(size: size, weight: .bold)
            case "preferredFont":
                guard call.arguments.count == 1,
                    let style = arguments.read("forTextStyle", { LiteralValue.memberName($0).flatMap(NamedFontValues.uiKitTextStyle) })
                else { return nil }
                return .style(style)
            default:
                guard let (value, inner) = declaredValue(function.declName.baseName.text, of: "UIFont", given: call) else { return nil }
                return reading(in: inner) { platformFont(value, steps: steps - 1) }
            }
        }
    }

    /// `UIFont` or `Self` in the type that declares a platform font.
    private static func namesUIFont(_ base: ExprSyntax) -> Bool {
        let name = ValueResolver.dottedName(base)
        return name == "UIFont" || name == "Self"
    }

    /// `base.monospaced()` or `base.monospacedDigit()` (`MonospacedFaces`): a custom face stays
    /// itself, the system font takes the fixed-width face.
    private func monospaced(_ base: Font, _ name: String, at call: FunctionCallExprSyntax) -> Font {
        guard base.face == nil, let face = MonospacedFaces.face(of: name) else { return base }
        assumeUnmeasured(face: face, at: call)
        var font = base
        font.face = face
        return font
    }

    /// Notes that text in `face` is measured with the system font's metrics: its height follows
    /// its size, its width is not judged.
    func assumeUnmeasured(face: String, at node: some SyntaxProtocol) {
        assume("measured text in '\(face)' with the system font's metrics: its size is the app's, its face is not read", at: node)
    }

    /// A font the project declares: a static property or static function of `typeName`
    /// (`.brandTitle` and `Font.brand(size: 13)` of `Font`, `AppFonts.title`), a function's
    /// parameters bound to the call's arguments, of its overloads the one that takes them
    /// (`brand(.bold)` and `brand(.bold, size: 40)`), its body one expression or settled by them.
    private func declaredFont(_ name: String, of typeName: String, given call: FunctionCallExprSyntax?, steps: Int) -> Font? {
        guard let (value, inner) = declaredValue(name, of: typeName, given: call) else { return nil }
        return reading(in: inner) { font(value, steps: steps) }
    }

    /// What the static member `name` of `typeName` gives, and the scope to read it in: a
    /// property's value; a function's (of its overloads, the one `call`'s labels take) return,
    /// one expression or the branch a `switch weight` or an `if` settles for the call's
    /// arguments, with its parameters bound to them. Shared by `Font` and `UIFont` members.
    private func declaredValue(
        _ name: String, of typeName: String, given call: FunctionCallExprSyntax?
    ) -> (value: ExprSyntax, scope: ReadingScope)? {
        guard let call else {
            return values.declaredProperty(name, of: typeName).map { ($0, ReadingScope(typeName: typeName, viewChain: scope.viewChain)) }
        }
        guard let function = Self.overload(of: name, in: typeName, takingArgumentsOf: call, facts: facts), let body = function.body else { return nil }
        let inner = ReadingScope(
            typeName: typeName, bindings: scope.parameterBindings(of: function, for: call, adding: [:]), viewChain: scope.viewChain)
        guard let value = DeclaredMember.returned(by: body.statements) ?? values.settledReturn(by: body.statements, in: inner) else { return nil }
        return (value, inner)
    }

    /// The type a font member is named on: `Font` for `.brand` and `Font.brand`, the type written,
    /// or the project type of the instance a constant holds (`.compound` in `.compound.bodyLG`
    /// where `extension Font { static let compound = CompoundFonts() }`).
    private func owner(_ base: ExprSyntax?) -> String? {
        guard let base, !FontType.isNamed(by: base) else { return "Font" }
        return ValueResolver.dottedName(base) ?? values.instanceType(of: base, in: scope, implicitType: "Font")
    }

    private static func textStyle(_ expression: ExprSyntax) -> TextStyle? {
        LiteralValue.memberName(expression).flatMap(TextStyle.init(rawValue:))
    }
}
