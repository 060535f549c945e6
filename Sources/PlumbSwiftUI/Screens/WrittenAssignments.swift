import Foundation
import PlumbSyntax
import SwiftSyntax

/// The strings a stored `String` property can hold when the project only ever sets it to
/// written strings: its initial value and every `= "…"` (or `nil`, or a localized lookup of a
/// written key the project's strings hold) anywhere it can be written (`@State private var
/// errorMessage: String?` set to "Enter your email" or "Invalid email"; a view model's
/// `@Published var status = "Idle"`). Which one it holds is decided at run time, but none is
/// longer than the longest of them.
///
/// Every write must be found, so any other one leaves it run-time text: a value that is not
/// written, an interpolation, `+=` or a mutating method (`append`), `&name` given `inout`, a
/// binding (`$name`) or the wrapper (`_name`) handed on, a key path to it, a memberwise
/// initializer's argument that is not written. A property whose value comes from outside the
/// code (`@AppStorage`, `@Binding`, a decoded `Codable` type's) is never one. A `private` or
/// `fileprivate` property is written only in its own file; any other is looked for in every
/// file, and a write to a member of its name on any value there counts, whatever its type.
enum WrittenAssignments {
    /// The property wrappers (and attributes) whose property holds only what the code assigns.
    private static let assignedOnlyAttributes: Set<String> = ["State", "Published", "MainActor", "ObservationTracked"]
    /// `String`'s methods that change the string in place.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "replaceSubrange",
        "popLast", "reserveCapacity", "write", "replace", "trimPrefix", "makeContiguousUTF8",
    ]

    /// The strings property `name` of the project type `typeName` is ever set to, or nil when
    /// one of its writes is not a written string, or it holds none.
    static func strings(ofProperty name: String, of typeName: String, in facts: ProjectFacts) -> [String]? {
        guard let stored = assignedOnlyVariable(name, of: typeName, in: facts) else { return nil }
        let binding = stored.binding
        let written = binding.typeAnnotation.map { WrittenType.nonOptional($0.type.trimmedText) }
        var values: [String] = []
        if let initial = binding.initializer?.value {
            guard written == nil || written == "String", let strings = WrittenValue(initial).strings(in: facts) else { return nil }
            values += strings
        } else {
            // A non-optional property without a value is set by an initializer.
            guard written == "String", binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true else { return nil }
        }
        guard let assigned = assignedValues(of: stored, named: name, of: typeName, in: facts, changedByAnyMethod: false) else {
            return nil
        }
        for value in assigned {
            guard let strings = value.strings(in: facts) else { return nil }
            values += strings
        }
        return values.isEmpty ? nil : values
    }

    /// The value a stored `var` of the project type `typeName` keeps all along: its initial value,
    /// where the code never sets it again, hands it on, or calls any method of it (which may
    /// change it in place: `columns.append(…)`, `columns[0] = …`). `private var layout =
    /// [GridItem(.adaptive(minimum: 100))]` that nothing writes is that array, as a `let` is.
    static func unchangedValue(ofProperty name: String, of typeName: String, in facts: ProjectFacts) -> ExprSyntax? {
        guard let stored = assignedOnlyVariable(name, of: typeName, in: facts), let initial = stored.binding.initializer?.value,
            assignedValues(of: stored, named: name, of: typeName, in: facts, changedByAnyMethod: true)?.isEmpty == true
        else { return nil }
        return initial
    }

    /// The declaration of property `name` of `typeName` when it is one stored `var` that holds
    /// only what the code assigns (no wrapper that brings values from outside, no decoding).
    private static func assignedOnlyVariable(
        _ name: String, of typeName: String, in facts: ProjectFacts
    ) -> (declaration: ValueDeclaration, variable: VariableDeclSyntax, binding: PatternBindingSyntax)? {
        guard let declaration = facts.members[typeName]?[name], !declaration.hasValue,
            let variable = declaration.nameToken.ancestor(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
            let binding = variable.bindings.first, isStored(binding),
            variable.attributes.allSatisfy({ attribute in
                attribute.as(AttributeSyntax.self).map { assignedOnlyAttributes.contains($0.attributeName.trimmedText) } ?? false
            }),
            !facts.inherits(typeName, fromAnyOf: ["Codable", "Decodable"])
        else { return nil }
        return (declaration, variable, binding)
    }

    /// Every value assigned to the stored property after its declaration, in every file that can
    /// write it; nil when it escapes the assignments (see the type's comment). With
    /// `changedByAnyMethod`, any method called on it may change it in place, else only `String`'s
    /// `mutatingMethods`.
    private static func assignedValues(
        of stored: (declaration: ValueDeclaration, variable: VariableDeclSyntax, binding: PatternBindingSyntax),
        named name: String, of typeName: String, in facts: ProjectFacts, changedByAnyMethod: Bool
    ) -> [WrittenValue]? {
        let isFilePrivate = stored.variable.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
        // Where any method may change it, every file that names it with a call, a write or a
        // hand-on after it is walked.
        let mayWrite: (SourceFile) -> Bool = changedByAnyMethod
            ? { WriteScan.mayChange(name, in: $0) } : { WriteScan.mayWrite(name, in: $0) }
        let files = isFilePrivate ? [stored.declaration.file] : facts.allFiles.filter(mayWrite)
        let owner = typeName.split(separator: ".").last.map(String.init) ?? typeName
        let question = FileWrites.question(name: name, owner: owner, changedByAnyMethod: changedByAnyMethod)
        var values: [WrittenValue] = []
        for file in files {
            let writes = file.remembered(question) {
                FileWrites(of: name, owner: owner, mutatingMethods: changedByAnyMethod ? nil : mutatingMethods, in: file)
            }
            guard !writes.escapes else { return nil }
            values += writes.values
        }
        return values
    }

    /// A property with storage: no getter of its own (observers may watch it).
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }
}

/// A value a property is set to, as far as its strings are read from it: `nil`, a literal, a
/// looked-up written key, a choice of such values, or another value. Read from the syntax
/// alone, so that a file's writes are kept without its tree (`FileWrites`).
enum WrittenValue: Sendable {
    case none
    case string(String)
    case localizedKey(String)
    case choice([WrittenValue])
    case other

    init(_ value: ExprSyntax) {
        if LiteralValue.isNil(value) {
            self = .none
        } else if let string = LiteralValue.string(value) {
            self = .string(string)
        } else if let key = TextRoleReader.localizedKey(value) {
            self = .localizedKey(key)
        } else {
            let branches = value.valueBranches
            self = branches.count > 1 ? .choice(branches.map(WrittenValue.init)) : .other
        }
    }

    /// The strings the value holds: a literal's, none for `nil`, the strings' text for a
    /// looked-up written key, either of a choice of such values. Nil for any other value.
    func strings(in facts: ProjectFacts) -> [String]? {
        switch self {
        case .none: return []
        case .string(let string): return [string]
        case .localizedKey(let key): return facts.model.strings.text(forKey: key).map { [$0] }
        case .choice(let branches):
            var strings: [String] = []
            for branch in branches {
                guard let more = branch.strings(in: facts) else { return nil }
                strings += more
            }
            return strings
        case .other: return nil
        }
    }
}

/// What one file writes to a property (`WritesVisitor`): the values it sets it to, and whether
/// it escapes the assignments there. Read from the file's tree alone, so each file keeps it
/// (`SourceFile.remembered`): a warm project walks again only the files that changed.
struct FileWrites: Sendable {
    let values: [WrittenValue]
    let escapes: Bool

    init(of name: String, owner: String, mutatingMethods: Set<String>?, in file: SourceFile) {
        let visitor = WritesVisitor(name: name, owner: owner, mutatingMethods: mutatingMethods)
        visitor.walk(file.transientTree())
        values = visitor.values.map(WrittenValue.init)
        escapes = visitor.escapes
    }

    /// The key a file keeps the writes to property `name` of the type `owner` under.
    static func question(name: String, owner: String, changedByAnyMethod: Bool) -> String {
        "writes of \(owner).\(name)\(changedByAnyMethod ? " by any method" : "")"
    }
}

/// What `WrittenAssignments` found for each property, kept by a reader for every screen and
/// scenario it reads: finding it may walk many files. Each use records the fact reads of the
/// first finding, as a value shared between files does.
final class WrittenAssignmentMemo: @unchecked Sendable {  // the tables are guarded by `lock`.
    private let lock = NSLock()
    private var strings: [String: ([String]?, FactReads)] = [:]
    private var unchangedValues: [String: (ExprSyntax?, FactReads)] = [:]

    func strings(ofProperty name: String, of typeName: String, in facts: ProjectFacts) -> [String]? {
        remembered(typeName + "." + name, in: \.strings) { WrittenAssignments.strings(ofProperty: name, of: typeName, in: facts) }
    }

    func unchangedValue(ofProperty name: String, of typeName: String, in facts: ProjectFacts) -> ExprSyntax? {
        remembered(typeName + "." + name, in: \.unchangedValues) {
            WrittenAssignments.unchangedValue(ofProperty: name, of: typeName, in: facts)
        }
    }

    private func remembered<Value>(
        _ key: String, in table: ReferenceWritableKeyPath<WrittenAssignmentMemo, [String: (Value, FactReads)]>, _ find: () -> Value
    ) -> Value {
        if let (value, reads) = lock.withLock({ self[keyPath: table][key] }) {
            FactReads.current?.insert(contentsOf: reads)
            return value
        }
        let (value, reads) = FactReads.recording(find)
        FactReads.current?.insert(contentsOf: reads)
        lock.withLock { self[keyPath: table][key] = (value, reads) }
        return value
    }
}

/// Finds, in one file, the values assigned to the property `name` and whether it escapes the
/// assignments (see `WrittenAssignments`).
private final class WritesVisitor: SyntaxVisitor {
    let name: String
    /// The short name of the type declaring the property, whose unqualified writes are its.
    let owner: String
    /// The methods that change the property in place; nil: any method called on it.
    let mutatingMethods: Set<String>?
    private(set) var values: [ExprSyntax] = []
    private(set) var escapes = false
    /// The operators that change a value in place (`+=`).
    private static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    init(name: String, owner: String, mutatingMethods: Set<String>?) {
        self.name = name
        self.owner = owner
        self.mutatingMethods = mutatingMethods
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `$name` hands a binding on, `_name` the wrapper.
        if ["$" + name, "_" + name].contains(node.baseName.text) { escapes = true }
        return .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        if namesProperty(node.expression) { escapes = true }
        return .visitChildren
    }

    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == name { escapes = true }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.declName.baseName.text
        if ["$" + name, "_" + name].contains(member) { escapes = true }
        // `vm.$name`-style bindings: `$vm.name`.
        if member == name, node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true { escapes = true }
        if let base = node.base, namesProperty(base.unwrappingOptionals), mutatingMethods?.contains(member) ?? isCalled(node) {
            escapes = true
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() where index > 0 {
            let target = elements[index - 1]
            let isAssignment = element.is(AssignmentExprSyntax.self)
            let changesInPlace = element.as(BinaryOperatorExprSyntax.self).map { Self.compoundAssignments.contains($0.operator.text) } ?? false
            // `name[0] = …` changes it in place too.
            let isSubscripted = target.as(SubscriptCallExprSyntax.self).map { namesProperty($0.calledExpression) } ?? false
            if changesInPlace && namesProperty(target) || (isAssignment || changesInPlace) && (isSubscripted || reachesProperty(target)) {
                escapes = true
            }
            guard isAssignment, namesProperty(target) else { continue }
            // What follows `=` is the value: one expression, or a choice (`ok ? "Saved" : "Failed"`).
            let rest = elements[(index + 1)...]
            values.append(rest.count == 1 ? rest[rest.startIndex] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(rest)))))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // The memberwise initializer's argument (`Banner(message: …)`).
        let called = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if called == owner, let argument = node.arguments.first(where: { $0.label?.text == name }) {
            values.append(argument.expression)
        }
        return .visitChildren
    }

    /// Whether `target` is a part of the property, set in place: `Layout.iconSize.width`,
    /// `insets?.top`, `columns[0].spacing`.
    private func reachesProperty(_ target: ExprSyntax) -> Bool {
        var base: ExprSyntax? = target.as(MemberAccessExprSyntax.self)?.base ?? target.as(SubscriptCallExprSyntax.self)?.calledExpression
        while let part = base?.unwrappingOptionals {
            if namesProperty(part) { return true }
            base = part.as(MemberAccessExprSyntax.self)?.base ?? part.as(SubscriptCallExprSyntax.self)?.calledExpression
        }
        return false
    }

    /// Whether a member access is the callee of a call (`columns.append(item)`).
    private func isCalled(_ member: MemberAccessExprSyntax) -> Bool {
        member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == ExprSyntax(member).id
    }

    /// Whether `expression` names the property: `name` inside its type, `self.name` there, or
    /// `value.name` on any value.
    private func namesProperty(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == name && isInOwner(Syntax(reference))
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name else { return false }
        if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return isInOwner(Syntax(member)) }
        return true
    }

    private func isInOwner(_ node: Syntax) -> Bool {
        guard let type = ScopeLookup.enclosingTypes(of: node).first else { return false }
        return type.split(separator: ".").last.map(String.init) == owner
    }
}

/// Whether a file's text may write a property `name`, read before its tree is walked: some
/// occurrence of the name is one `WritesVisitor` looks at (`name =`, `name +=`, `name:` as a
/// label, `name.append`, `$name`, `_name`, `&name`, `\.name`). Most files that name a
/// property only read it, and walking their trees is what costs.
enum WriteScan {
    static func mayWrite(_ name: String, in bytes: [UInt8]) -> Bool {
        var index = 0
        while let start = occurrence(of: name, in: bytes, from: index) {
            index = start + 1
            if mayWrite(bytes, at: start, end: start + name.utf8.count) { return true }
        }
        return false
    }

    /// `mayWrite` of a file, from the names it may write, found in one pass and kept by the file
    /// (`Names`): a warm project's calls ask it of every file for each property a screen shows.
    static func mayWrite(_ name: String, in file: SourceFile) -> Bool {
        Names.isName(name) ? Names.of(file).written.contains(name) : mayWrite(name, in: file.bytes)
    }

    /// `mayChange` of a file, as `mayWrite(_:in:)` finds it.
    static func mayChange(_ name: String, in file: SourceFile) -> Bool {
        Names.isName(name) ? Names.of(file).changed.contains(name) : mayChange(name, in: file.bytes)
    }

    /// Whether the occurrence of a name at `start..<end` may write it: `$name`, `_name` (and
    /// `self._name`), a binding or the wrapper; `&name` given inout; a key path; or what
    /// `writesAfter` finds after it.
    private static func mayWrite(_ bytes: [UInt8], at start: Int, end: Int) -> Bool {
        if start > 0, [UInt8(ascii: "$"), UInt8(ascii: "_"), UInt8(ascii: "&")].contains(bytes[start - 1]) { return true }
        if start > 0, bytes[start - 1] == UInt8(ascii: "."), isKeyPath(bytes, endingAt: start - 1) { return true }
        return writesAfter(bytes, from: end)
    }

    /// Whether the occurrence of a name at `start..<end` may change it (see `mayChange`).
    private static func mayChange(_ bytes: [UInt8], at start: Int, end: Int) -> Bool {
        if start > 0, [UInt8(ascii: "$"), UInt8(ascii: "_")].contains(bytes[start - 1]) { return true }
        return handsOnChain(bytes, endingBefore: start) || changesAfterChain(bytes, from: end)
    }

    /// Every name of a text that `mayWrite` and `mayChange` find, in one pass: each occurrence
    /// `occurrence(of:in:from:)` could find of any name is a run of name bytes, or the same run
    /// without a single leading `_` (`_name` is an occurrence of `name`), and is judged as those
    /// two judge it. So a name of name bytes only is in `written` exactly when `mayWrite` finds it.
    struct Names: Sendable {
        private(set) var written: Set<String> = []
        private(set) var changed: Set<String> = []

        init(_ bytes: [UInt8]) {
            var index = 0
            while index < bytes.count {
                guard isNameByte(bytes[index]) else {
                    index += 1
                    continue
                }
                let run = index
                while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
                let starts = bytes[run] == UInt8(ascii: "_") && index > run + 1 ? [run, run + 1] : [run]
                for start in starts {
                    let writes = WriteScan.mayWrite(bytes, at: start, end: index)
                    let changes = WriteScan.mayChange(bytes, at: start, end: index)
                    guard writes || changes else { continue }
                    let name = String(decoding: bytes[start..<index], as: UTF8.self)
                    if writes { written.insert(name) }
                    if changes { changed.insert(name) }
                }
            }
        }

        /// The names of `file`, found once for as long as the file is.
        static func of(_ file: SourceFile) -> Names {
            file.remembered("names a write scan finds") { Names(file.bytes) }
        }

        /// Whether `name` is made of name bytes only, as every occurrence `Names` holds is.
        static func isName(_ name: String) -> Bool {
            !name.isEmpty && name.utf8.allSatisfy(WriteScan.isNameByte)
        }
    }

    /// Whether a file's text may change a property `name` in any of the ways `WritesVisitor`
    /// looks at where any method may change it: what `mayWrite` finds, `&` or a key path before
    /// a chain that ends in the name (`&Layout.gap`, `\Layout.gap`), and after the name a chain
    /// of members that is called or set (`gap.negate()`, `size.width = 2`), or a subscript
    /// (`columns[0].spacing += 1`). A file that only reads the name (`.padding(Layout.gap)`)
    /// is not walked.
    static func mayChange(_ name: String, in bytes: [UInt8]) -> Bool {
        var index = 0
        while let start = occurrence(of: name, in: bytes, from: index) {
            index = start + 1
            if mayChange(bytes, at: start, end: start + name.utf8.count) { return true }
        }
        return false
    }

    /// The first place from `from` where `name` stands as a whole name (a `$` or `_` before it
    /// included: `$name`, `_name`).
    private static func occurrence(of name: String, in bytes: [UInt8], from: Int) -> Int? {
        let needle = Array(name.utf8)
        guard let first = needle.first else { return nil }
        var index = from
        while index < bytes.count, let start = bytes[index...].firstIndex(of: first) {
            index = start + 1
            let end = start + needle.count
            guard end <= bytes.count, bytes[start..<end].elementsEqual(needle), end == bytes.count || !isNameByte(bytes[end]) else { continue }
            if start > 0, isNameByte(bytes[start - 1]) {
                guard bytes[start - 1] == UInt8(ascii: "_") || bytes[start - 1] == UInt8(ascii: "$"), start < 2 || !isNameByte(bytes[start - 2])
                else { continue }
            }
            return start
        }
        return nil
    }

    /// `&`, `\` or `$` before the names and dots that end at `start` (`&Layout.gap`, `\.gap`,
    /// `$model.gap`).
    private static func handsOnChain(_ bytes: [UInt8], endingBefore start: Int) -> Bool {
        var index = start - 1
        while index >= 0, isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index -= 1 }
        return index >= 0 && [UInt8(ascii: "&"), UInt8(ascii: "\\"), UInt8(ascii: "$")].contains(bytes[index])
    }

    /// After a name: a write or a label (`writesAfter`), a subscript, or members ending in a
    /// call (`(`, a trailing `{`) or a write.
    private static func changesAfterChain(_ bytes: [UInt8], from start: Int) -> Bool {
        var index = start
        var chained = false
        while true {
            while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "!"), UInt8(ascii: "?")].contains(bytes[index]) {
                index += 1
            }
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "."):
                index += 1
                let member = bytes[index...].prefix(while: isNameByte)
                guard !member.isEmpty else { return false }
                index += member.count
                chained = true
            case UInt8(ascii: "["):
                // A subscript may be set in place: the file is walked.
                return true
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                return chained
            default:
                return writesAfter(bytes, from: index)
            }
        }
    }

    /// What follows a name, past spaces and `!`/`?`: `=` (not `==`), an operator's `=`, a
    /// label's `:`, or a mutating method.
    private static func writesAfter(_ bytes: [UInt8], from start: Int) -> Bool {
        var index = start
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "!"), UInt8(ascii: "?")].contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return false }
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch bytes[index] {
        case UInt8(ascii: "="): return next != UInt8(ascii: "=")
        case UInt8(ascii: ":"): return true
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"):
            return next == UInt8(ascii: "=")
        case UInt8(ascii: "."):
            let method = bytes[(index + 1)...].prefix(while: isNameByte)
            return WrittenAssignments.mutatingMethods.contains(String(decoding: method, as: UTF8.self))
        default: return false
        }
    }

    /// `\.name`, `\Model.name`: a backslash before the names and dots that end at `dot`.
    private static func isKeyPath(_ bytes: [UInt8], endingAt dot: Int) -> Bool {
        var index = dot
        while index >= 0, isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index -= 1 }
        return index >= 0 && bytes[index] == UInt8(ascii: "\\")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool { EnvironmentKeyWrites.isNameCharacter(byte) }
}
