import PlumbCore
import SwiftSyntax

extension ProjectFacts {
    /// The project's colour constants (the theme's `AppTheme.Colors.accent`, a `Color`
    /// extension's `Color.brandGold`, any type's static colour), by full name, whose declaration
    /// spells the colour out (docs/design-system.md#color-hex):
    /// - `Color(hex: "#2F7D6D")` or `Color(hex: 0x2F7D6D)` → `#2F7D6D`;
    /// - `Color(red: 0.18, green: 0.49, blue: 0.43, opacity: 0.5)` in sRGB, the channels as
    ///   `ValueResolver` proves them (`47.0 / 255`, a constant) → `#2F7D6D80`;
    /// - `Color(white: 0.9)` → `#E6E6E6`;
    /// - `Color.blue` or `.blue` → `blue` (a SwiftUI colour's name, or a `Color` constant's);
    /// - another colour constant (`accent`, `Colors.accent`, `AppTheme.Colors.accent`) → its
    ///   full name.
    ///
    /// An asset colour (`Color("Brand")`), a UIKit colour (`Color(.systemBackground)`), a colour
    /// computed at run time or one that depends on the appearance has no entry; nor has a
    /// constant declared in an `#if` clause, which may have another value on another platform.
    public var declaredColors: [String: String] {
        let resolver = ValueResolver(facts: self)
        var colors: [String: String] = [:]
        var aliases: [String: String] = [:]
        for (owner, declarations) in members.all {
            let owner = owner == "SwiftUI.Color" ? "Color" : owner
            let reader = DeclaredColor(resolver: resolver, owner: owner)
            for (name, declaration) in declarations where !Self.isConditional(declaration) {
                switch declaration.initializer.flatMap(reader.color(of:)) {
                case .value(let color): colors["\(owner).\(name)"] = color
                case .constant(let names): aliases["\(owner).\(name)"] = names.first { members[$0.owner]?[$0.name] != nil }?.full
                case nil: continue
                }
            }
        }
        // A constant naming another is a colour when that one is, however long the chain.
        var added = true
        while added {
            added = false
            for (name, target) in aliases where colors[name] == nil && colors[target] != nil {
                colors[name] = target
                added = true
            }
        }
        return colors
    }

    private static func isConditional(_ declaration: ValueDeclaration) -> Bool {
        var node = declaration.nameToken.parent
        while let current = node {
            if current.is(IfConfigClauseSyntax.self) { return true }
            node = current.parent
        }
        return false
    }
}

/// Reads the colour one constant's initializer spells out (see `ProjectFacts.declaredColors`).
private struct DeclaredColor {
    enum Reading {
        /// A CSS colour (`#2F7D6D`) or a colour's name (`blue`).
        case value(String)
        /// Another constant, by the full names it can have from here, nearest first.
        case constant([(owner: String, name: String, full: String)])
    }

    let resolver: ValueResolver
    /// The type declaring the constant, where a name in its initializer is looked up first.
    let owner: String
    private static let colorTypes: Set<String> = ["Color", "SwiftUI.Color"]

    func color(of expression: ExprSyntax) -> Reading? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard let callee = ValueResolver.dottedName(call.calledExpression), Self.colorTypes.contains(callee),
                call.trailingClosure == nil, let color = components(call.arguments)
            else { return nil }
            return .value(color.description)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return .constant(candidates(reference.baseName.text, in: nil))
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else {
            return nil
        }
        let name = member.declName.baseName.text
        guard let base = member.base else { return .value(name) }
        guard let type = ValueResolver.dottedName(base) else { return nil }
        return Self.colorTypes.contains(type) ? .value(name) : .constant(candidates(name, in: type))
    }

    /// `name` in `type` (or in the owner) as seen from the owner: in the owner and each type
    /// enclosing it, then at the top level, as Swift looks names up.
    private func candidates(_ name: String, in type: String?) -> [(owner: String, name: String, full: String)] {
        let parts = owner.split(separator: ".").map(String.init)
        var scopes = (0..<parts.count).reversed().map { parts[...$0].joined(separator: ".") }
        if type != nil { scopes.append("") }
        return scopes.map { scope in
            let owner = [scope, type ?? ""].filter { !$0.isEmpty }.joined(separator: ".")
            return (owner, name, "\(owner).\(name)")
        }.filter { !$0.owner.isEmpty }
    }

    /// The colour of `Color(hex:)`, `Color(red:green:blue:)` or `Color(white:)`, with an optional
    /// `opacity:`; nil for any other initializer or a channel that is not proven.
    private func components(_ arguments: LabeledExprListSyntax) -> HexColor? {
        var labelled: [String: ExprSyntax] = [:]
        for (index, argument) in arguments.enumerated() {
            guard let label = argument.label?.text else {
                // `Color(.sRGB, red:…)`: the default colour space; any other is not sRGB.
                guard index == 0, argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "sRGB"
                else { return nil }
                continue
            }
            labelled[label] = argument.expression
        }
        let opacity = labelled.removeValue(forKey: "opacity").map(number) ?? 1
        guard let opacity else { return nil }
        let color: HexColor?
        switch Set(labelled.keys) {
        case ["hex"]:
            color = hex(labelled["hex"]!)
        case ["red", "green", "blue"]:
            guard let red = number(labelled["red"]!), let green = number(labelled["green"]!),
                let blue = number(labelled["blue"]!)
            else { return nil }
            color = HexColor(unitRed: red, green: green, blue: blue)
        case ["white"]:
            color = number(labelled["white"]!).flatMap { HexColor(unitRed: $0, green: $0, blue: $0) }
        default:
            return nil
        }
        guard let color, (0...1).contains(opacity) else { return nil }
        return HexColor(red: color.red, green: color.green, blue: color.blue, alpha: UInt8((Double(color.alpha) * opacity).rounded()))
    }

    /// `"#2F7D6D"` (3, 6 or 8 digits) or `0x2F7D6D` (6 digits).
    private func hex(_ expression: ExprSyntax) -> HexColor? {
        if let text = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return HexColor(text) }
        guard let digits = expression.as(IntegerLiteralExprSyntax.self)?.literal.text.filter({ $0 != "_" }),
            digits.hasPrefix("0x"), digits.count == 8
        else { return nil }
        return HexColor(String(digits.dropFirst(2)))
    }

    private func number(_ expression: ExprSyntax) -> Double? {
        resolver.resolve(expression)?.value
    }
}
