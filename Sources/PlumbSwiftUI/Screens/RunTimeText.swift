import Foundation
import PlumbCore
import PlumbLayout
import PlumbProject
import PlumbSyntax
import SwiftSyntax

extension TreeBuilder {
    /// A Text whose string is known only at run time (`Text(item.title)`, an interpolation, a
    /// control's title held in a property): laid out with the sample of the host's text length
    /// for the role its source tells (`TextRoleReader`), its written parts as written. Named by
    /// the expression as written.
    func runTimeText(_ call: Call) -> ViewNode {
        let given = call.arguments.unlabelled(0) ?? call.arguments.expression("verbatim")
        guard let made = given.map(call.arguments.dereferenced).flatMap(Self.keyArgument) else {
            return runTimeText(call, argument: given)
        }
        // `Text(.init(subtitle))`, `Text(LocalizedStringKey(subtitle))`: a key made of a string
        // is looked up and read as Markdown, as a written key is; a string that is no key of
        // the strings shows itself.
        if let literal = LiteralValue.string(made) { return shown(literal, made).at(origin(of: call.syntax)) }
        let node = runTimeText(call, argument: made)
        if node.layout is TextLayout, let label = node.label {
            return ViewNode.text(InlineMarkdown.visibleText(label)).at(node.origin)
        }
        if let runTime = node.layout as? RunTimeTextLayout {
            return ViewNode.runTimeText(InlineMarkdown.visibleParts(runTime.parts), written: node.label ?? made.trimmedText).at(node.origin)
        }
        return node
    }

    /// The string a `LocalizedStringKey` is made of: `.init(subtitle)`, `LocalizedStringKey(subtitle)`.
    private static func keyArgument(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 1,
            let only = call.arguments.first, only.label == nil
        else { return nil }
        let called = call.calledExpression.trimmedText
        return [".init", "LocalizedStringKey", "LocalizedStringKey.init"].contains(called) ? only.expression : nil
    }

    /// The Text of `argument`, the string `call` shows.
    private func runTimeText(_ call: Call, argument: ExprSyntax?) -> ViewNode {
        let lookedUp = argument.map(call.arguments.dereferenced).flatMap { [facts] shown in
            TextRoleReader.localizedKey(shown) ?? ProjectStringMember.lookedUpKey(shown, in: facts)
        }
        if let key = lookedUp {
            // `NSLocalizedString("DAYS", comment: "")`, or `"DAYS".localized()` whose body is that
            // lookup, shows the strings' text for its key, as a literal Text does.
            return localizedText(key: key).at(origin(of: call.syntax))
        }
        if let text = argument.flatMap({ LocalizedAccessor.text(of: call.arguments.dereferenced($0), in: facts) }) {
            // `Text(L10n.cancel)`: the text of the key the project's accessor looks up.
            return ViewNode.text(text).at(origin(of: call.syntax))
        }
        if let written = argument.map(call.arguments.dereferenced).flatMap(TextRoleReader.writtenString) {
            // `Text(String("Bubble+"))`: a `String` of a literal, shown as written.
            return ViewNode.text(written).at(origin(of: call.syntax))
        }
        // `Text(summary())` where the method's body is one string, written with run-time parts.
        let shown = argument.map(call.arguments.dereferenced).map { WrittenReturns.template(of: $0, in: facts) ?? $0 }
        if let choice = shown, case let branches = choice.valueBranches, branches.count == 2,
            let first = LiteralValue.string(branches[0]), LiteralValue.string(branches[1]) != nil
        {
            // `isDone ? "Done" : "Pending"`: one of two written strings, the first taken as a
            // run-time `if`'s first branch is.
            assume("took the first of '\(choice.trimmedText.prefix(60))': decided at run time", at: choice)
            return ViewNode.text(first).at(origin(of: call.syntax))
        }
        if let shown, let longest = longestWrittenReturn(of: shown) {
            // `Text(shortLabel(for: day))` returning "Mo", "Tu"…: whichever it is, none is longer.
            return ViewNode.text(longest).at(origin(of: call.syntax))
        }
        let written = argument?.trimmedText ?? call.syntax.arguments.trimmedText
        let isText = call.syntax.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text"
        // The type declaring the property is the one whose source holds the Text, wherever it is
        // read (a helper's body reads its content as `self`).
        var reader = TextRoleReader(fallback: isText ? .text : .label) { [facts] name, expression in
            facts.enclosingTypeName(of: expression).flatMap { facts.memberVariable(named: name, of: $0) }?
                .bindings.first?.typeAnnotation?.type.trimmedText
        }
        reader.dereference = call.arguments.dereferenced
        reader.longestWrittenReturn = longestWrittenReturn
        reader.isDerived = { [facts] in ProjectStringMember.derives($0, in: facts) }
        reader.computedValue = loneComputedValue
        reader.declaredTypeName = { self.declaredType(of: $0)?.name }
        var parts = shown.map { reader.parts(of: $0, formattedBy: call.syntax.arguments) } ?? [.runTime(reader.fallback)]
        if call.arguments.expression("verbatim") == nil, let key = argument?.as(StringLiteralExprSyntax.self) {
            // A written key with interpolations (`Text("about.version-\(version)")`) shows the
            // strings' text for it, read as Markdown as every `LocalizedStringKey` is.
            parts = InlineMarkdown.visibleParts(reader.localizedParts(of: key, in: facts.model.strings) ?? parts)
        } else if let template = shown.flatMap(TextRoleReader.localizedTemplate) {
            // `String(localized: "\(count) waiting")`: the strings' text for its key, else the
            // literal; a `String`, so not Markdown.
            parts = reader.localizedParts(of: template, in: facts.model.strings)
                ?? reader.parts(of: ExprSyntax(template), formattedBy: call.syntax.arguments)
        }
        if let written = RunTimeTextLayout.writtenText(of: parts) {
            // `Text("\(step)")` where every call site's argument bound `step` to a literal.
            return ViewNode.text(written).at(origin(of: call.syntax))
        }
        let label = written.hasPrefix("\"") && written.hasSuffix("\"") && written.count > 1 ? String(written.dropFirst().dropLast()) : written
        return ViewNode.runTimeText(parts, written: label).at(origin(of: call.syntax))
    }
}

extension TreeBuilder {
    /// What a localization key shows: the project's strings' text for it; a key they do not hold
    /// is shown as written, as SwiftUI does, unless it is evidently a key (`unreadKey`).
    func localizedText(key: String) -> ViewNode {
        facts.model.strings.text(forKey: key).map(ViewNode.text) ?? unreadKey(key) ?? .text(key)
    }

    /// The longest string `value` can show when every one it can is written (`WrittenReturns`):
    /// a method of the view (`shortLabel(for: day)`) or a computed property of a project type
    /// (`language.flag`), noted as an assumption.
    func longestWrittenReturn(of value: ExprSyntax) -> String? {
        // `season.mark!`, or `mark` that `if let mark = season.mark` binds: the optional's strings.
        let value = unwrappedValue(value) ?? value.unwrappingOptionals
        var strings = WrittenReturns.strings(of: value, in: facts)
        if strings == nil, let name = ownPropertyName(value), let owner = facts.enclosingTypeName(of: value) {
            // `Text(tierLabel)` where the view's `var tierLabel: String { switch tier { … } }`.
            strings = WrittenReturns.strings(ofProperty: name, of: owner, in: facts)
        }
        if strings == nil {
            // The same property, read as the `switch` its getter is.
            strings = WrittenReturns.strings(ofChoice: value)
        }
        if strings == nil, let member = value.as(MemberAccessExprSyntax.self), let base = member.base,
            let type = declaredType(of: base), !type.isOptional, !type.isMetatype
        {
            strings = WrittenReturns.strings(ofProperty: member.declName.baseName.text, of: type.name, in: facts)
        }
        var source = "returns"
        if strings == nil, let assigned = assignedStrings(of: value) {
            strings = assigned
            source = "is ever set to"
        }
        guard let longest = strings?.max(by: { $0.count < $1.count }) else { return nil }
        assume("took the longest string '\(value.trimmedText.prefix(60))' \(source): decided at run time", at: value)
        return longest
    }

    /// The one value the computed property `value` names returns: the view's own (`initials`,
    /// `self.initials`) or a project type's (`model.initials`, its declared type known).
    func loneComputedValue(of value: ExprSyntax) -> ExprSyntax? {
        let name: String
        let owner: String?
        if let property = ownPropertyName(value) {
            name = property
            owner = facts.enclosingTypeName(of: value)
        } else if ReadingScope.propertyName(value) != nil {
            return nil  // a local or a parameter, not the type's property
        } else if let member = value.as(MemberAccessExprSyntax.self), let base = member.base,
            let type = declaredType(of: base), !type.isOptional, !type.isMetatype
        {
            name = member.declName.baseName.text
            owner = type.name
        } else {
            return nil
        }
        guard let owner, let values = WrittenReturns.values(ofProperty: name, of: owner, in: facts), values.count == 1 else { return nil }
        return values[0]
    }

    /// The property of the type around it that `value` names (`initials`, `self.initials`); nil
    /// for a local or a parameter of that name.
    private func ownPropertyName(_ value: ExprSyntax) -> String? {
        guard let property = ReadingScope.propertyName(value) else { return nil }
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            guard case .notFound = ScopeLookup.find(property, from: Syntax(reference)) else { return nil }
        }
        return property
    }

    /// The strings a stored property that `value` shows is only ever set to (`WrittenAssignments`):
    /// `errorMessage!`, `errorMessage ?? ""` (with the fallback), `model.status`, or a name an
    /// `if let` binds to one (`if let errorMessage`, `if let error = errorMessage`).
    func assignedStrings(of value: ExprSyntax, followingBinding: Bool = true) -> [String]? {
        var shown = value.unwrappingOptionals
        var fallback: [String] = []
        if let sequence = shown.as(SequenceExprSyntax.self), case let elements = Array(sequence.elements), elements.count == 3,
            elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??", let literal = LiteralValue.string(elements[2])
        {
            fallback = [literal]
            shown = elements[0].unwrappingOptionals
        }
        let name: String
        let owner: String?
        if let reference = shown.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            var place = Syntax(reference)
            if let binder = ScopeLookup.bindingScope(of: name, from: place) {
                // `if let error = errorMessage` shows what it unwraps; `if let errorMessage` the property.
                guard followingBinding, let binding = Self.optionalBinding(of: name, in: binder) else { return nil }
                if let bound = binding.initializer?.value { return assignedStrings(of: bound, followingBinding: false).map { $0 + fallback } }
                place = binder
            }
            guard case .notFound = ScopeLookup.find(name, from: place) else { return nil }
            owner = facts.enclosingTypeName(of: place)
        } else if let member = shown.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                owner = facts.enclosingTypeName(of: member)
            } else if let type = declaredType(of: base.unwrappingOptionals), !type.isMetatype {
                owner = type.name
            } else {
                return nil
            }
        } else {
            return nil
        }
        guard let owner else { return nil }
        let strings = writtenAssignments.map { $0.strings(ofProperty: name, of: owner, in: facts) }
            ?? WrittenAssignments.strings(ofProperty: name, of: owner, in: facts)
        return strings.map { $0 + fallback }
    }

    /// The `if let` condition of `binder` that binds `name` (`if let mark = season.mark`).
    private static func optionalBinding(of name: String, in binder: Syntax) -> OptionalBindingConditionSyntax? {
        binder.as(IfExprSyntax.self)?.conditions.lazy.compactMap { $0.condition.as(OptionalBindingConditionSyntax.self) }
            .first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
    }

    /// What the name `value` unwraps where an `if let` binds it to a value (`mark` in `if let
    /// mark = season.mark`); nil for any other value.
    private func unwrappedValue(_ value: ExprSyntax) -> ExprSyntax? {
        guard let reference = value.as(DeclReferenceExprSyntax.self),
            let binder = ScopeLookup.bindingScope(of: reference.baseName.text, from: Syntax(reference))
        else { return nil }
        return Self.optionalBinding(of: reference.baseName.text, in: binder)?.initializer?.value
    }

    /// A key whose text the repository does not hold (`"export_warning_title"` with the strings
    /// downloaded or generated at build time): derived text, whose length the key's is not.
    func unreadKey(_ string: String) -> ViewNode? {
        EvidentKey.isKey(string) ? .runTimeText([.runTime(.derived)], written: string) : nil
    }
}

/// Which sample a string known only at run time is laid out with, as its source tells it: the
/// format it is shown in (`Text(date, style: .date)`, `format: .number`, `.formatted()`), else the
/// number type of the view's property that holds it (`var step: Int`), else the words of the name
/// that holds it (`post.title`, `author.displayName`, `unreadCount`), else the fallback (a
/// control's label, or plain text).
struct TextRoleReader {
    let fallback: TextRole
    /// The written type of the property `name` that `expression` names, when its type declares one.
    var propertyType: (_ name: String, _ expression: ExprSyntax) -> String? = { _, _ in nil }
    /// What an interpolated value stands for where the Text is read: a parameter's argument.
    var dereference: (ExprSyntax) -> ExprSyntax = { $0 }
    /// The longest string a value shows when every one it can is written (`language.flag`).
    var longestWrittenReturn: (ExprSyntax) -> String? = { _ in nil }
    /// Whether a value is a written string given to the project's own member (`"hide".localized()`).
    var isDerived: (ExprSyntax) -> Bool = { _ in false }
    /// The one value a computed property a value names returns (`model.initials`).
    var computedValue: (ExprSyntax) -> ExprSyntax? = { _ in nil }
    /// The type the code declares for a value, by name (`DeclaredValueType`): `Bool` for
    /// `@State private var isOn = false` or `let pending = a && b`.
    var declaredTypeName: (ExprSyntax) -> String? = { _ in nil }

    /// The parts of the string `expression` shows: a literal's segments as written with each
    /// interpolation's role, a format's (`String(format:)`) written characters and conversions,
    /// or one part of the expression's role. `arguments` are the Text's,
    /// whose `style:` or `format:` says a date or a number.
    func parts(of expression: ExprSyntax, formattedBy arguments: LabeledExprListSyntax) -> [RunTimeTextLayout.Part] {
        if let format = formatParts(of: expression) { return format }
        guard let literal = expression.as(StringLiteralExprSyntax.self) else {
            if let role = Self.formatRole(arguments) { return [.runTime(role)] }
            return [steppedPart(of: expression) ?? .runTime(role(of: expression))]
        }
        return literal.segments.flatMap { segment -> [RunTimeTextLayout.Part] in
            switch segment {
            case .stringSegment(let text): return text.content.text.isEmpty ? [] : [.written(text.content.text)]
            case .expressionSegment(let interpolation): return parts(of: interpolation)
            }
        }
    }

    /// What one interpolation of a literal shows.
    private func parts(of interpolation: ExpressionSegmentSyntax) -> [RunTimeTextLayout.Part] {
        guard let written = interpolation.expressions.first?.expression else { return [] }
        // A lone value bound to a literal shows it; a format or specifier would change it.
        if interpolation.expressions.count == 1, let literal = Self.literalText(dereference(written)) {
            return [.written(literal)]
        }
        if interpolation.expressions.count == 1, let format = formatParts(of: dereference(written)) { return format }
        if interpolation.expressions.count == 1, let longest = longestWrittenReturn(dereference(written)) { return [.written(longest)] }
        if interpolation.expressions.count == 1, let stepped = steppedPart(of: dereference(written)) { return [stepped] }
        return [.runTime(Self.formatRole(interpolation.expressions) ?? role(of: written, fallback: .text))]
    }

    /// The specifiers `LocalizedStringKey`'s interpolation writes into the key for a value, by
    /// its type: `%@` for a string (or a `Text`, a date, an object), `%lld` for an `Int`, `%lf`
    /// for a `Double`, `%f` for a `Float`, `%d` for an `Int32`, `%llu` for a `UInt`.
    private static let keySpecifiers = ["%@", "%lld", "%lf", "%f", "%d", "%llu"]
    /// How many keys are tried for one literal: each interpolation may be any specifier.
    private static let maximumKeysTried = 64

    /// The parts a written key with interpolations shows when the project's strings hold it
    /// (`Text("about.version-\(version)")` looked up as `about.version-%@`): the strings' text
    /// with each conversion showing its interpolation. Nil when they hold no such key or its text
    /// converts a value the key does not interpolate.
    func localizedParts(of key: StringLiteralExprSyntax, in strings: StringCatalog) -> [RunTimeTextLayout.Part]? {
        let interpolations = key.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
        guard !interpolations.isEmpty,
            Int(pow(Double(Self.keySpecifiers.count), Double(interpolations.count))) <= Self.maximumKeysTried
        else { return nil }
        var keys = [""]
        for segment in key.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                keys = keys.map { $0 + text.content.text.replacingOccurrences(of: "%", with: "%%") }
            } else {
                keys = keys.flatMap { key in Self.keySpecifiers.map { key + $0 } }
            }
        }
        guard let text = keys.lazy.compactMap(strings.text(forKey:)).first, let pieces = FormatString.pieces(of: text) else { return nil }
        var parts: [RunTimeTextLayout.Part] = []
        var next = 0
        for piece in pieces {
            switch piece {
            case .written(let written): parts.append(.written(written))
            case .conversion(_, let position):
                let index = position.map { $0 - 1 } ?? next
                next = index + 1
                guard interpolations.indices.contains(index) else { return nil }
                parts += self.parts(of: interpolations[index])
            }
        }
        return parts
    }

    /// The key of a localized string looked up with a literal key: `NSLocalizedString("DAYS",
    /// comment: "")`, `String(localized: "DAYS")`.
    static func localizedKey(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let first = call.arguments.first
        else { return nil }
        let isLookup = name == "NSLocalizedString" && first.label == nil || name == "String" && first.label?.text == "localized"
        guard isLookup, let literal = first.expression.as(StringLiteralExprSyntax.self),
            literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
        else { return nil }
        return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }

    /// The literal of a localized string looked up with a key that has interpolations:
    /// `String(localized: "\(count) waiting")`, whose text is the strings' text for the key the
    /// interpolations make, or the literal as written (the key is its own default value). Nil
    /// for another default value or table, which the literal does not say.
    static func localizedTemplate(_ expression: ExprSyntax) -> StringLiteralExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
            let first = call.arguments.first, first.label?.text == "localized",
            call.arguments.dropFirst().allSatisfy({ ["comment", "bundle"].contains($0.label?.text) }),
            let literal = first.expression.as(StringLiteralExprSyntax.self),
            literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) })
        else { return nil }
        return literal
    }

    /// The role of a value shown as text.
    func role(of expression: ExprSyntax, fallback: TextRole? = nil) -> TextRole {
        var expression = expression
        // A format's text is not its format string's: `String(format: "%@ of %@".localized(), …)`.
        var isFormat = false
        // `name ?? "Anonymous"`, `title!`, `user?.name`, `String(count)`: the value shown.
        while true {
            if let infix = expression.as(InfixOperatorExprSyntax.self) { expression = infix.leftOperand }
            else if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
            else if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
            else if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first { expression = first }
            else if let call = expression.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
                let first = call.arguments.first
            {
                isFormat = isFormat || first.label?.text == "format"
                expression = first.expression
            } else { break }
        }
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { return .number }
        // `cartCounts[item]!`, `prices[index]`: one element of a collection.
        if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
            return elementRole(of: subscripted.calledExpression) ?? fallback ?? self.fallback
        }
        // `"hide".localized()` through a helper whose strings are not in the repository: the
        // key's length is not the text's, nor is the role of the name it is looked up with.
        // Only where it is the text shown: a format adds its arguments to it.
        if !isFormat, isDerived(expression) { return .derived }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            // `date.formatted(date: .abbreviated, time: .omitted)`, `value.formatted(.percent)`.
            // A date's format style given so (`.dateTime.weekday().hour().minute()`) is not read
            // yet: its components can make it longer than the date's sample ("Sat, Jun 5, 2024,
            // 3:41 PM" against "Jun 5, 2024"), and a shorter sample than the app shows loses
            // real findings.
            if member.declName.baseName.text == "formatted" {
                if let role = Self.formatRole(call.arguments) { return role }
                if call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
                    Self.formatStyleRole(only.expression) == .number
                {
                    return .number
                }
                return member.base.map { role(of: $0, fallback: .text) } ?? .text
            }
            // `currencyFormatter.string(from: amount)` of a `NumberFormatter` the code declares:
            // a number, as `format: .currency` is. (A `DateFormatter`'s length is its format's.)
            if member.declName.baseName.text == "string", call.arguments.first?.label?.text == "from", let base = member.base,
                declaredTypeName(base) == "NumberFormatter"
            {
                return .number
            }
        }
        // `"\(isOn)"`, `isOn.description`, `String(describing: isOn)` of a `Bool`: "true" or "false".
        if isTruthValue(expression) { return .truthValue }
        // `Text("\(step)")` with `var step: Int`: digits, whatever the name says; a `Character`
        // (`Text(String(digit))` with `let digit: Character?`) is one character.
        // So does a member of a value whose type the code declares (`level.daysToRecommend`
        // where `let level: Level` declares, or a Core Data model gives, `daysToRecommend: Int32`).
        let type = ReadingScope.propertyName(expression).flatMap { propertyType($0, expression) } ?? declaredTypeName(expression)
        if let type {
            if NumberTypes.holdsNumber(written: type) { return .number }
            if Self.characterTypes.contains(WrittenType.nonOptional(type)) { return .character }
        }
        return Self.nameRole(expression) ?? fallback ?? self.fallback
    }

    /// The role of one element of the collection `collection` names: what its declared element
    /// type holds (`var cart: [Item: Int]` holds numbers), else what its name says, a plural
    /// word as its singular does (an element of `localizedPrices` is a price, of `names` a name).
    private func elementRole(of collection: ExprSyntax) -> TextRole? {
        let collection = collection.unwrappingOptionals
        if let name = ReadingScope.propertyName(collection), let type = propertyType(name, collection),
            let element = WrittenType.collectionElement(type)
        {
            if NumberTypes.holdsNumber(written: element) { return .number }
            if Self.characterTypes.contains(WrittenType.nonOptional(element)) { return .character }
        }
        return Self.nameRole(collection, elements: true)
    }

    /// Whether `expression` is a `Bool` the code declares, or its `description`.
    private func isTruthValue(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "description",
            let base = member.base
        {
            return declaredTypeName(base) == "Bool"
        }
        return declaredTypeName(expression) == "Bool"
    }

    /// The text an interpolated literal shows: `3`, `2.5`, `"km"`, `String("km")`.
    static func literalText(_ value: ExprSyntax) -> String? {
        if let integer = value.as(IntegerLiteralExprSyntax.self) { return integer.literal.text.replacingOccurrences(of: "_", with: "") }
        if let float = value.as(FloatLiteralExprSyntax.self) { return float.literal.text.replacingOccurrences(of: "_", with: "") }
        return writtenString(value)
    }

    /// A string the source writes: a literal without interpolations, or a `String` made of one
    /// (`String("Bubble+")`, `String(stringLiteral: "Bubble+")`), which is not a key nor Markdown.
    static func writtenString(_ value: ExprSyntax) -> String? {
        if let literal = LiteralValue.string(value) { return literal }
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
            let only = call.arguments.first, only.label == nil || only.label?.text == "stringLiteral"
        else { return nil }
        return LiteralValue.string(only.expression)
    }

    /// The role a `style:` or `format:` argument says: a date's style, a number's format.
    static func formatRole(_ arguments: LabeledExprListSyntax) -> TextRole? {
        for argument in arguments {
            switch argument.label?.text {
            case "style", "date", "time", "timerInterval", "relativeTo": return .date
            case "format": if let role = formatStyleRole(argument.expression) { return role }
            default: continue
            }
        }
        return nil
    }

    /// The role a format style says (`.dateTime.weekday().hour()` a date, `.number` a number),
    /// given as `format:` or as `formatted(_:)`'s one argument; nil for another.
    static func formatStyleRole(_ format: ExprSyntax) -> TextRole? {
        let style = format.trimmedText
        if style.hasPrefix(".dateTime") || style.hasPrefix(".relative") || style.hasPrefix(".iso8601") { return .date }
        if [".number", ".percent", ".currency", ".byteCount", ".measurement"].contains(where: style.hasPrefix) { return .number }
        return nil
    }

    /// The role the words of the name holding the value say, from its last word back: a word of
    /// no role (`text`, `string`, `value`) lets the one before it speak (`titleText` is a title).
    /// For the `elements` of a collection so named, a plural word speaks as its singular
    /// (`prices`, `titles`).
    static func nameRole(_ expression: ExprSyntax, elements: Bool = false) -> TextRole? {
        let name: String
        if let member = expression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            return nameRole(call.calledExpression)
        } else {
            return nil
        }
        if name == "count" { return .number }
        let words = IdentifierWords.of(name)
        for (index, word) in words.enumerated().reversed() {
            guard let role = roleWords[word] ?? (elements && word.hasSuffix("s") ? roleWords[String(word.dropLast())] : nil) else {
                continue
            }
            // A field's, a key's or a column's name is an identifier, not a person's.
            if role == .name, index > 0, codeQualifiers.contains(words[index - 1]) { return .code }
            return role
        }
        return nil
    }

    /// The written types of a property that holds one character, without optional marks.
    private static let characterTypes: Set<String> = ["Character", "Swift.Character"]

    /// The words that make the `name` after them an identifier's: `fieldName`, `keyName`.
    private static let codeQualifiers: Set<String> = ["field", "key", "column", "property", "symbol", "variable", "parameter"]

    private static let roleWords: [String: TextRole] = {
        var words: [String: TextRole] = [:]
        let roles: [(TextRole, [String])] = [
            (.name, ["name", "username", "author", "nickname", "handle", "sender", "recipient", "artist", "owner"]),
            (.title, ["title", "headline", "heading", "subject", "subtitle", "caption", "header"]),
            // Not `description`: `CustomStringConvertible`'s names any value ("Partly Cloudy").
            (.body, ["body", "content", "message", "summary", "bio", "note", "notes", "detail", "details",
                     "comment", "excerpt", "explanation", "reason", "error"]),
            (.number, ["count", "number", "total", "amount", "price", "score", "quantity", "percent", "percentage",
                       "rating", "steps", "calories", "distance", "followers", "likes", "votes", "points", "balance", "cost"]),
            (.code, ["id", "identifier", "key", "code", "symbol", "abbreviation", "initials", "unit", "units"]),
            (.date, ["date", "time", "timestamp", "day", "deadline", "birthday", "created", "updated", "modified"]),
        ]
        for (role, names) in roles {
            for name in names { words[name] = role }
        }
        return words
    }()
}
