import PlumbCore
import PlumbLayout
import PlumbProject
import PlumbSyntax
import SwiftSyntax

/// `if`, `switch`, `#if`, ternaries and `ForEach`: the branch or the rows a view shows, decided
/// by the host where the source ties them to it (size classes, platform), else chosen and
/// recorded as an assumption.
extension TreeBuilder {
    /// The views of the branch an `if` takes (`takenBranch(of:)`).
    func ifViews(_ conditional: IfExprSyntax) -> [ViewNode] {
        takenBranch(of: conditional).map(statements) ?? []
    }

    /// The statements of the branch an `if` takes: the one the host settles, else the first
    /// when optional content is present and the `else` when it is absent (`OptionalContent`);
    /// nil when it takes none.
    func takenBranch(of conditional: IfExprSyntax) -> CodeBlockItemListSyntax? {
        let orElse = conditional.elseBody == nil ? "no branch" : "the else branch"
        if conditionsHold(conditional.conditions, keyword: "if", orElse: orElse, at: conditional) { return conditional.body.statements }
        switch conditional.elseBody {
        case .ifExpr(let next)?: return takenBranch(of: next)
        case .codeBlock(let block)?: return block.statements
        case nil: return nil
        }
    }

    /// Whether the conditions of an `if` or a `guard` hold: as the host or the source settles
    /// them, else as an earlier test of the same values took them (`OpenConditions`), else as the
    /// optional-content scenario has it (present: they hold), recorded as taking `whenHeld` or
    /// `orElse`.
    func conditionsHold(
        _ conditions: ConditionElementListSyntax, keyword: String, whenHeld: String = "the first branch", orElse: String,
        at statement: some SyntaxProtocol
    ) -> Bool {
        let condition = conditions.count == 1 ? conditions.first?.condition.as(ExprSyntax.self) : nil
        if let decided = condition.flatMap(decide) ?? decide(every: conditions)
            ?? (unwrapsNil(conditions) ? false : alwaysUnwraps(conditions) ? true : nil)
        {
            return decided
        }
        if conditions.count == 1, let availability = conditions.first?.condition.as(AvailabilityConditionSyntax.self) {
            // The catalog's devices run the newest release: `#available` holds and `#unavailable`
            // does not, in every scenario (an OS release is not content the app's data shows).
            let holds = availability.availabilityKeyword.tokenKind == .poundAvailable
            assume(
                "took \(holds ? whenHeld : "the else branch") of '\(keyword) \(availability.trimmedText.prefix(60))': "
                    + "the devices run the newest release", at: statement)
            return holds
        }
        let facts = conditionFacts(conditions)
        if let earlier = openConditions.holds(facts) {
            assume(
                "took \(earlier ? whenHeld : orElse) of '\(keyword) \(conditions.trimmedText.prefix(60))': "
                    + "as an earlier test of the same value took it", at: statement)
            return earlier
        }
        let present = hostOptionalContent == .present
        assume(
            "took \(present ? whenHeld : orElse) of '\(keyword) \(conditions.trimmedText.prefix(60))': decided at run time"
                + (present ? "" : " (optional content absent)"), at: statement)
        openConditions.take(facts, holds: present)
        return present
    }

    /// A condition's value when the host settles it, then runs `read` with the branch taken
    /// (as an earlier test of the same values took it, else the first, recorded as an assumption).
    func branch<T>(condition: ExprSyntax, at syntax: some SyntaxProtocol, _ read: (Bool) -> T) -> T {
        if let decided = decide(condition) { return read(decided) }
        let facts = conditionFacts(condition)
        if let earlier = openConditions.holds(facts) {
            assume(
                "took the \(earlier ? "first" : "second") branch of '\(condition.trimmedText.prefix(60))': "
                    + "as an earlier test of the same value took it", at: syntax)
            return read(earlier)
        }
        assume("took the first branch of '\(condition.trimmedText.prefix(60))': decided at run time", at: syntax)
        openConditions.take(facts, holds: true)
        return read(true)
    }

    func switchViews(_ choice: SwitchExprSyntax) -> [ViewNode] {
        knownCaseViews(choice) ?? takenCase(of: choice).map(statements) ?? []
    }

    /// The statements of the case a `switch` takes: the one an earlier test of its subject
    /// decides, else the first, recorded; nil when it has none.
    func takenCase(of choice: SwitchExprSyntax) -> CodeBlockItemListSyntax? {
        if let loading = loadingCase(of: choice) { return loading }
        let cases = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard let first = cases.first else { return nil }
        let subject = choice.subject.trimmedText.prefix(60)
        // An earlier test of the subject (`if state != .signedOut` around the view that switches
        // on `state`) decides the case it rules in, or passes over the cases it rules out.
        let held = cases.map { caseFact($0, of: choice.subject).flatMap(openConditions.holds) }
        if let index = held.firstIndex(of: true) ?? (held[0] == false ? held.firstIndex { $0 != false } : nil) {
            assume(
                "took '\(cases[index].label.trimmedText.prefix(40))' of 'switch \(subject)': "
                    + "as an earlier test of the same value took it", at: choice)
            return cases[index].statements
        }
        assume("took the first case of 'switch \(subject)': decided at run time", at: choice)
        openConditions.take([caseFact(first, of: choice.subject)], holds: true)
        return first.statements
    }

    /// The fact that `switchCase` matches `subject`: the subject is the one case it names; nil
    /// for `default`, several items or a pattern the reader does not follow.
    private func caseFact(_ switchCase: SwitchCaseSyntax, of subject: ExprSyntax) -> ConditionFact? {
        guard case .case(let label) = switchCase.label, label.caseItems.count == 1, let item = label.caseItems.first,
            item.whereClause == nil, let name = Self.caseName(item.pattern)
        else { return nil }
        return caseFact(name, of: subject)
    }

    /// The clause of `#if` compiled for the host's platform (iOS when the host has none) and
    /// the project's build settings; the first whose condition is unknown (`canImport` of a
    /// package) is taken and recorded as an assumption.
    func compiledClause(_ conditional: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        switch compiled(conditional) {
        case .taken(let clause)?:
            return clause
        case .undecided(let clause)?:
            let condition = clause.condition?.trimmedText ?? ""
            assume("took '#if \(condition.prefix(40))': its value is unknown", at: clause)
            return clause
        case nil:
            return nil
        }
    }

    /// How `#if` is compiled for the host's platform in the build the app's users run: the
    /// project's build settings, with a debug build's conditions false (`DebugSwitch`).
    func compiled(_ conditional: IfConfigDeclSyntax) -> CompiledClause? {
        CompiledClause(conditional, on: hostPlatform, flags: facts.compilationFlags(at: conditional).releaseBuild)
    }

    /// Whether the conditions of `if a, b` (boolean expressions, each) all hold: false when the
    /// host or the source settles one false, true when it settles every one true.
    private func decide(every conditions: ConditionElementListSyntax) -> Bool? {
        let expressions = conditions.compactMap { $0.condition.as(ExprSyntax.self) }
        guard expressions.count > 1, expressions.count == conditions.count else { return nil }
        let decided = expressions.map(decide)
        if decided.contains(false) { return false }
        return decided.allSatisfy { $0 == true } ? true : nil
    }

    /// Whether a condition holds, when the host or the source settles it: a literal or constant
    /// `Bool`, a debug switch (false: `DebugSwitch`), `!`, parentheses,
    /// `dynamicTypeSize.isAccessibilitySize`, a method of the view that returns a `Bool` it settles
    /// (`func usingRegularFonts() -> Bool { dynamicTypeSize < .accessibility3 }`), and comparisons
    /// the host or the source settles (`knownCondition`: a size class, the device's idiom and the
    /// text size among them).
    func decide(_ condition: ExprSyntax) -> Bool? {
        if let settled = variadicCondition(condition) { return settled }
        let (expression, expressionScope) = values.dereference(condition, in: scope)
        if let literal = LiteralValue.bool(expression) { return literal }
        if Self.isDebugSwitch(expression) { return false }
        if let accessibility = isAccessibilitySize(expression) { return accessibility }
        if let call = expression.as(FunctionCallExprSyntax.self), let helper = values.methodReturn(call, declaredAs: ["Bool"], in: expressionScope) {
            return reading(in: helper.scope) { decide(helper.value) }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return reading(in: expressionScope) { decide(prefix.expression) }.map(!)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return reading(in: expressionScope) { decide(only.expression) }
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        return reading(in: expressionScope) { knownCondition(Array(sequence.elements)[...]) }
    }

    /// A Boolean named as a debug switch (`weather.debug`, `isDebugMode`, `self.showDeveloperMenu`):
    /// what a release build's user sees has it off.
    private static func isDebugSwitch(_ expression: ExprSyntax) -> Bool {
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.map(DebugSwitch.isNamed) ?? false
    }

    /// Whether `lhs operation rhs` holds where the host settles it: the text size compared with
    /// one of its sizes, a size class or the device's idiom compared (`==`, `!=`) with one of its
    /// cases; nil otherwise.
    func hostComparison(_ lhs: ExprSyntax, _ operation: String, _ rhs: ExprSyntax) -> Bool? {
        if let size = namedTextSize(rhs, comparedWith: lhs) { return Self.compared(hostTextSize, operation, size) }
        if let size = namedTextSize(lhs, comparedWith: rhs) { return Self.compared(size, operation, hostTextSize) }
        guard operation == "==" || operation == "!=", let member = LiteralValue.memberName(rhs) ?? LiteralValue.memberName(lhs),
            let hostValue = hostValue(lhs, comparedWith: member) ?? hostValue(rhs, comparedWith: member)
        else { return nil }
        return (hostValue == member) == (operation == "==")
    }

    /// The case the host's scenario gives `expression`, compared with the case named `member`:
    /// a size class, or the device's idiom (`UIDevice.current.userInterfaceIdiom`, or a
    /// property of the view that returns it); nil when the host has none, or `expression` is
    /// neither.
    private func hostValue(_ expression: ExprSyntax, comparedWith member: String) -> String? {
        if ["compact", "regular"].contains(member), let sizeClass = sizeClassValue(expression) { return sizeClass.rawValue }
        guard InterfaceIdiom.caseNames.contains(member),
            InterfaceIdiom.isDevicesIdiom(values.dereference(expression, in: scope).0, facts: facts)
        else { return nil }
        return hostIdiom
    }

    /// The host's size class for a name that holds `@Environment(\.horizontalSizeClass)` (or the
    /// vertical one) in the view being read.
    private func sizeClassValue(_ expression: ExprSyntax) -> SizeClass? {
        guard let attributes = environmentAttributes(expression) else { return nil }
        if attributes.contains("horizontalSizeClass") { return hostSizeClasses?.horizontal }
        if attributes.contains("verticalSizeClass") { return hostSizeClasses?.vertical }
        return nil
    }

    /// `dynamicTypeSize.isAccessibilitySize` for a name that holds `@Environment(\.dynamicTypeSize)`,
    /// or `sizeCategory.isAccessibilityCategory` for one that holds `@Environment(\.sizeCategory)`:
    /// whether the host's text size is one of the accessibility sizes (AX1 … AX5), as both are
    /// documented.
    private func isAccessibilitySize(_ expression: ExprSyntax) -> Bool? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let key = environmentAttributes(base).flatMap(TextSizeKey.init),
            member.declName.baseName.text == key.accessibilityMember
        else { return nil }
        return hostTextSize >= .accessibility1
    }

    /// The size `name` names (`.accessibility3`, `DynamicTypeSize.xxxLarge`, `.extraExtraLarge`
    /// of `ContentSizeCategory`) where `environment` is the view's `@Environment(\.dynamicTypeSize)`
    /// or `\.sizeCategory` that it is compared with; both types are ordered from the smallest size
    /// to the largest (`Comparable`), so a comparison with the host's size settles.
    private func namedTextSize(_ name: ExprSyntax, comparedWith environment: ExprSyntax) -> DynamicTypeSize? {
        guard let member = name.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            let key = environmentAttributes(environment).flatMap(TextSizeKey.init),
            member.base.map({ $0.trimmedText == key.typeName }) ?? true
        else { return nil }
        return key.size(named: member.declName.baseName.text)
    }

    /// The attributes of the `@Environment` property of the view being read that `expression`
    /// names (`sizeClass`, `self.dynamicTypeSize`); nil for any other name.
    private func environmentAttributes(_ expression: ExprSyntax) -> String? {
        guard let name = ReadingScope.propertyName(expression), let typeName = scope.typeName,
            let variable = facts.memberVariable(named: name, of: typeName), variable.attributeNames.contains("Environment")
        else { return nil }
        return variable.attributes.trimmedText
    }

    /// `ForEach(data) { row }`, wherever it is written: its rows join the list it is in, as a
    /// Group's views do.
    func isForEach(_ call: FunctionCallExprSyntax) -> Bool {
        scope.bound(call.calledExpression) == nil && call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach"
    }

    /// `ForEach`: its content once per element — as many as a literal range or array or a
    /// project enum's `allCases` holds, else the representative row count of the reading (0, 1 or many), recorded.
    func forEach(_ call: FunctionCallExprSyntax) -> [ViewNode] {
        if let rows = variadicRows(call) { return rows }
        let parts = self.parts(call)
        guard let content = parts.closure(nil) ?? parts.closure("content") else {
            // `ForEach(items, content: rowView)`: a function makes the rows, which is not read.
            let maker = parts.arguments.expression("content")?.trimmedText.prefix(40) ?? "nothing"
            return [opaque(.view("ForEach"), "a ForEach whose rows '\(maker)' makes the reader does not read", at: call)]
        }
        return rows(of: parts.arguments.unlabelled(0) ?? parts.arguments.expression("data"), at: call, content: content)
    }

    /// The rows `content` makes for the data `data`: one per element of a literal array, each
    /// given its own element (`elementRows`); else the row repeated as many times as a literal
    /// range or a project enum's `allCases` holds, or the reading's representative row count.
    func rows(of data: ExprSyntax?, at syntax: some SyntaxProtocol, content: ClosureExprSyntax?) -> [ViewNode] {
        let dereferenced = data.map { values.dereference($0, in: scope) }
        if let content, let (value, valueScope) = dereferenced, let elements = LiteralValue.elements(value) {
            return elementRows(elements, in: valueScope, content: content)
        }
        let count: Int
        if let (value, _) = dereferenced, let literal = LiteralValue.rangeCount(value) ?? CaseCount.allCases(value, in: facts) {
            count = literal
        } else {
            count = options.rows.count
            assume("laid out \(count) rows for '\(data?.trimmedText.prefix(40) ?? "data")' (\(options.rows))", at: syntax)
        }
        guard count > 0 else { return [] }
        let row = children(content)
        return (0..<count).flatMap { _ in row }
    }

    /// One row per element of a literal array (written, or held by a constant: `static let sizes
    /// = [Size(width: 8, height: 8), …]`), each read with the closure's parameter bound to its
    /// element, as SwiftUI hands it over: what a row shows of its element is what the code wrote
    /// (`Text("\(size.width)x\(size.height)")` shows "8x8", then "16x16"), not a run-time sample.
    private func elementRows(_ elements: [ExprSyntax], in elementScope: ReadingScope, content: ClosureExprSyntax) -> [ViewNode] {
        let rowScope = scope
        return elements.flatMap { element in
            let bound = reading(in: elementScope) { scope(of: content, in: rowScope, binding: [element]) }
            return reading(in: bound) { children(content) }
        }
    }
}
