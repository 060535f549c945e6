import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// Reads argument values through what the project says they are: a parameter is the argument
/// its caller gave, a constant (`let`, static, theme token) is its initializer, and a number is
/// what `ValueResolver` proves it evaluates to (literals, constants, `AppTheme.Spacing.medium`,
/// arithmetic). What none of them settles stays unread. A class: every call read keeps the
/// reader with its arguments (`CallArguments`), and a copy of the facts it holds is a retain of
/// each of their tables.
final class ValueReader {
    let facts: ProjectFacts
    let resolver: ValueResolver
    /// Whether a condition holds where the host settles it (a size class), read in a scope;
    /// nil settles only literal conditions.
    var decide: ((ExprSyntax, ReadingScope) -> Bool?)? {
        get { asked(host.decide) }
        set { host.decide = newValue }
    }
    /// The value a choice the source leaves open takes among its known candidates (`OpenNumbers`);
    /// nil leaves such a choice unread.
    var chooseOpen: ((OpenChoice, [Double]) -> Double?)? {
        get { asked(host.chooseOpen) }
        set { host.chooseOpen = newValue }
    }
    /// The host's text size, which a `@ScaledMetric` is scaled to; nil reads it at Large.
    var textSize: (() -> DynamicTypeSize)? {
        get { asked(host.textSize) }
        set { host.textSize = newValue }
    }
    /// The display's scale on the host's device (`DisplayScale`); nil, or nil returned, leaves
    /// it unread.
    var displayScale: (() -> Double?)? {
        get { asked(host.displayScale) }
        set { host.displayScale = newValue }
    }
    /// What a member of an instance made with arguments stands for (`InstanceMembers`); nil
    /// leaves such a member unread.
    var instanceMember: ((ExprSyntax, ReadingScope) -> (ExprSyntax, ReadingScope)?)? {
        get { asked(host.instanceMember) }
        set { host.instanceMember = newValue }
    }
    private var host = Host()
    /// What stored properties keep or are set to, found once for every reading of the screen
    /// reader (`WrittenAssignmentMemo`); nil when each reading finds them again.
    var writtenAssignments: WrittenAssignmentMemo?
    /// The constants' initializers found so far in this reading (`KnownInitializers`).
    private let knownInitializers = KnownInitializers()
    private static let maximumSteps = 16
    /// The expressions being dereferenced, one inside another: a constant whose base names
    /// another that names it back (`var first: Loop { second.first }` beside `var second: Loop
    /// { first.second }`) ends unread rather than in a stack overflow.
    private let inProgress = ExpressionsInProgress()

    init(facts: ProjectFacts) {
        self.facts = facts
        resolver = ValueResolver(facts: facts)
    }

    /// The expression `expression` stands for, and the scope to read it in: parameters are
    /// followed to their arguments and constants to their initializers.
    func dereference(_ expression: ExprSyntax, in scope: ReadingScope) -> (ExprSyntax, ReadingScope) {
        guard inProgress.ids.insert(expression.id).inserted else {
            knownInitializers.noteUnsettled()
            return (expression, scope)
        }
        defer { inProgress.ids.remove(expression.id) }
        var current = (expression, scope)
        for _ in 0..<Self.maximumSteps {
            let (expression, scope) = current
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first, only.label == nil
            {
                current = (only.expression, scope)
            } else if let bound = scope.bound(expression) {
                current = (bound.expression, bound.scope)
            } else if let initializer = constantInitializer(expression, in: scope) {
                current = (initializer, scope)
            } else if Self.instanceMemberAccess(expression) != nil, let member = instanceMember?(expression, scope) {
                current = member
            } else if let member = namedValueMember(expression, in: scope) {
                current = member
            } else if let branch = settledBranch(expression, in: scope) {
                current = (branch, scope)
            } else {
                break
            }
        }
        return current
    }

    /// The number `expression` evaluates to in `scope`: a literal, a settled choice, arithmetic,
    /// a constant the resolver proves, or an open number (`OpenNumbers`).
    func number(_ expression: ExprSyntax, in scope: ReadingScope) -> Double? {
        number(expression, in: scope, depth: 0)
    }

    /// `number(_:in:)`, `depth` numbers deep: a declared number that names itself, however
    /// indirectly, ends unread rather than without end.
    func number(_ expression: ExprSyntax, in scope: ReadingScope, depth: Int) -> Double? {
        guard depth < Self.maximumSteps else { return nil }
        if scope.bound(expression) == nil, let metric = scaledMetric(expression, in: scope) {
            return number(metric.base, in: scope, depth: depth + 1).map { metric.scaled($0, at: textSize?() ?? .large) }
        }
        let (expression, scope) = dereference(expression, in: scope)
        if let literal = LiteralValue.number(expression) { return literal }
        if let display = DisplayScale(expression, in: types(around: expression, in: scope), facts: facts) {
            return displayScale?().map(display.value(atScale:))
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            if let choice = Self.ternary(sequence) {
                // `compact ? 4 : 12` where the condition is settled: a parameter given `false`,
                // or `sizeClass == .compact` on a host with size classes.
                let condition = choice.condition
                guard let holds = holds(condition, in: scope) else {
                    return openNumber(OpenChoice(condition: condition, then: choice.then, else: choice.else), in: scope, depth: depth + 1)
                }
                return number(holds ? choice.then : choice.else, in: scope, depth: depth + 1)
            }
            if let coalescing = Self.nilCoalescing(sequence) {
                // `size ?? 13`: the default where the optional is given `nil` (or nothing), else its number.
                let optional = dereference(coalescing.optional, in: scope).0
                return LiteralValue.isNil(optional)
                    ? number(coalescing.fallback, in: scope, depth: depth + 1) : number(coalescing.optional, in: scope, depth: depth + 1)
            }
            return Arithmetic.evaluate(sequence) { number($0, in: scope, depth: depth + 1) }
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let metric = ScaledMetric(made: call, style: { dereference($0, in: scope).0 })
                ?? ScaledMetric(fontMetrics: call, dereferenced: { dereference($0, in: scope).0 })
        {
            return number(metric.base, in: scope, depth: depth + 1).map { metric.scaled($0, at: textSize?() ?? .large) }
        }
        if let preferred = PreferredFontSize(expression, dereferenced: { dereference($0, in: scope).0 }) {
            return preferred.points { textSize?() ?? .large }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression, in: scope, depth: depth + 1).map { -$0 }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let computed = computedNumber(call, in: scope, depth: depth) {
            return computed
        }
        // A number type's static member may itself choose at run time (`static var gap: CGFloat
        // { isCompact ? 8 : 20 }`): read as any number.
        if let declared = numberConstant(expression) { return number(declared, in: .root, depth: depth + 1) }
        return resolver.resolve(expression)?.value
    }

    /// Whether `condition` holds in `scope`, where the source settles it: a literal it stands for,
    /// or what the host decides (`decide`); nil when only the running app knows.
    func holds(_ condition: ExprSyntax, in scope: ReadingScope) -> Bool? {
        LiteralValue.bool(dereference(condition, in: scope).0) ?? decide?(condition, scope)
    }

    /// Whether `expression` is `nil` in `scope`: written so, or the branch a settled choice takes.
    func isNil(_ expression: ExprSyntax, in scope: ReadingScope) -> Bool {
        let (expression, scope) = dereference(expression, in: scope)
        guard let sequence = expression.as(SequenceExprSyntax.self), let choice = Self.ternary(sequence) else {
            return LiteralValue.isNil(expression)
        }
        guard let holds = holds(choice.condition, in: scope) else { return false }
        return isNil(holds ? choice.then : choice.else, in: scope)
    }

    /// The parts of an unfolded `condition ? then : else` (`?:` binds after comparisons and
    /// arithmetic, so it splits the sequence at its first `?`).
    static func ternary(_ sequence: SequenceExprSyntax) -> (condition: ExprSyntax, then: ExprSyntax, else: ExprSyntax)? {
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
            index < elements.count - 1, let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        return (joined(elements[..<index]), ternary.thenExpression, joined(elements[(index + 1)...]))
    }

    /// The parts of an unfolded `optional ?? fallback` (`??` binds after arithmetic, and before
    /// comparisons and the ternary the reader splits first, so it splits the sequence at its first `??`).
    static func nilCoalescing(_ sequence: SequenceExprSyntax) -> (optional: ExprSyntax, fallback: ExprSyntax)? {
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }), index > 0,
            index < elements.count - 1
        else { return nil }
        return (joined(elements[..<index]), joined(elements[(index + 1)...]))
    }

    /// One expression of a run of an unfolded sequence's elements: the element itself when it is
    /// one (which keeps its place in the tree, for the names it uses), else a sequence of them.
    private static func joined(_ elements: ArraySlice<ExprSyntax>) -> ExprSyntax {
        elements.count == 1 ? elements[elements.startIndex] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(elements))))
    }

    /// The types a leading-dot number names a static member of: `.rowSpacing` where the project
    /// declares `extension CGFloat { static let rowSpacing: CGFloat = 12 }`.
    static let numberTypes = ["CGFloat", "Double", "Float", "Int"]

    /// What a leading-dot number's static member holds. Read only where a number is expected:
    /// elsewhere `.horizontal` is an edge, whatever a number type declares.
    private func numberConstant(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.argumentNames == nil
        else { return nil }
        let name = member.declName.baseName.text
        return Self.numberTypes.lazy.compactMap { self.declaredProperty(name, of: $0) }.first
    }

    /// What the property `name` of the project type `typeName` gives (`DeclaredMember`), or the
    /// initial value of a stored `static var` the project never changes: `static var
    /// sectionSpacing = CGFloat(20)` that no code assigns, hands on `inout` or calls a method of
    /// holds 20 all along, as a `static let` does (`WrittenAssignments.unchangedValue`).
    func declaredProperty(_ name: String, of typeName: String) -> ExprSyntax? {
        if let value = DeclaredMember.property(name, of: typeName, in: facts) { return value }
        guard facts.members[typeName]?[name]?.nameToken.ancestor(VariableDeclSyntax.self)?.modifiers.isStatic == true else { return nil }
        return unchangedValue(ofProperty: name, of: typeName)
    }

    /// The value a stored `var` of `typeName` keeps all along, where nothing changes it
    /// (`WrittenAssignments.unchangedValue`).
    func unchangedValue(ofProperty name: String, of typeName: String) -> ExprSyntax? {
        writtenAssignments.map { $0.unchangedValue(ofProperty: name, of: typeName, in: facts) }
            ?? WrittenAssignments.unchangedValue(ofProperty: name, of: typeName, in: facts)
    }

    /// A member of a value, the only expression an instance's member may be (`InstanceMembers`):
    /// anything else is settled without asking the host.
    static func instanceMemberAccess(_ expression: ExprSyntax) -> (member: MemberAccessExprSyntax, base: ExprSyntax)? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            let base = member.base, !base.is(SuperExprSyntax.self)
        else { return nil }
        return (member, base)
    }

    /// The `@ScaledMetric` property of the view being read that `expression` names.
    private func scaledMetric(_ expression: ExprSyntax, in scope: ReadingScope) -> ScaledMetric? {
        ScaledMetric(expression, in: types(around: expression, in: scope), facts: facts)
    }

    /// The types a name in `expression` may be a member of, innermost first: those around it,
    /// then the view being read.
    func types(around expression: ExprSyntax, in scope: ReadingScope) -> [String] {
        ScopeLookup.enclosingTypes(of: Syntax(expression)) + (scope.typeName.map { [$0] } ?? [])
    }

    /// The initializer of the constant `expression` names: a local `let`, a `let` of the type
    /// being read or of the file, a static constant of a project type (`AppTheme.Fonts.title`), or
    /// a member of an instance such a constant holds (`DeclaredInstance`) or of a known enum case
    /// (`EnumCaseMember`), a global of another file (`ProjectGlobals`); or what a computed property
    /// of those returns in one expression (`DeclaredMember`) or on the path its settled conditions
    /// take (`SettledGetter`).
    private func constantInitializer(_ expression: ExprSyntax, in scope: ReadingScope) -> ExprSyntax? {
        knownInitializers.initializer(of: expression, in: scope) { findInitializer(expression, in: scope) }
    }

    private func findInitializer(_ expression: ExprSyntax, in scope: ReadingScope) -> ExprSyntax? {
        if let name = ReadingScope.propertyName(expression) {
            if expression.is(DeclReferenceExprSyntax.self),
                case .local(_, let initializer) = ScopeLookup.find(name, from: Syntax(expression))
            {
                return initializer
            }
            let types = ScopeLookup.enclosingTypes(of: Syntax(expression)) + (scope.typeName.map { [$0] } ?? [])
            for type in types {
                if let value = declaredProperty(name, of: type) ?? settledGetter(name, of: type, in: scope) { return value }
            }
            // A member of the type hides a file's value of its name, a `var` with no value too.
            guard expression.is(DeclReferenceExprSyntax.self), !types.contains(where: { facts.members[$0]?[name] != nil }) else { return nil }
            return facts.visibleFileValue(named: name, near: expression).flatMap(DeclaredMember.value(of:))
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            let base = member.base, let typeName = ValueResolver.dottedName(base)
        else { return nil }
        let name = member.declName.baseName.text
        // `Self.gap` is the innermost type around it; `Spacing.gap` may be a type nested in one around it.
        let around = ScopeLookup.enclosingTypes(of: Syntax(member))
        let candidates = typeName == "Self" ? Array(around.prefix(1)) : around.map { "\($0).\(typeName)" } + [typeName]
        if let value = candidates.lazy.compactMap({ self.declaredProperty(name, of: $0) }).first { return value }
        if let type = instanceType(of: base, in: scope) { return DeclaredMember.property(name, of: type, in: facts) }
        return caseMember(name, of: base, in: scope) ?? facts.moduleGlobal(name, module: typeName)
    }
}

extension ValueReader {
    /// The closures through which the reader asks its host (`TreeBuilder`).
    private struct Host {
        var decide: ((ExprSyntax, ReadingScope) -> Bool?)?
        var chooseOpen: ((OpenChoice, [Double]) -> Double?)?
        var textSize: (() -> DynamicTypeSize)?
        var displayScale: (() -> Double?)?
        var instanceMember: ((ExprSyntax, ReadingScope) -> (ExprSyntax, ReadingScope)?)?
    }

    /// One of the host's closures, noted as asked: what the host answers may change within a
    /// reading (the text size a modifier is read at, the first run-time `if` deciding the
    /// others), and its questions and choices are recorded as it answers.
    private func asked<Closure>(_ closure: Closure) -> Closure {
        knownInitializers.noteUnsettled()
        return closure
    }
}

/// The syntax nodes `ValueReader.dereference` is reading, one call inside another.
private final class ExpressionsInProgress {
    var ids: Set<SyntaxIdentifier> = []
}
