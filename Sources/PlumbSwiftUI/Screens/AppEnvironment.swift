import PlumbSyntax
import SwiftSyntax

/// Environment values that a view reads with `@Environment(\.key) var name`: the value an
/// ancestor sets with `.environment(\.key, value)`, read where the ancestor wrote it, else the
/// default the project declares for its own key (an `EnvironmentKey`'s `defaultValue`, an
/// `@Entry`'s initializer) when nothing in the project sets the key (`EnvironmentKeyWrites`), so
/// no ancestor the reading does not see can have set it. A value neither settles stays unread, as before.
extension TreeBuilder {
    /// Runs `read` (the reading of the views a modifier applies to) with the value the modifier
    /// `call` sets, when it is `.environment(\.key, value)`.
    func settingEnvironment<T>(by call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ read: () -> T) -> T {
        let arguments = Array(call.arguments)
        guard member.declName.baseName.text == "environment", arguments.count == 2, arguments[1].label == nil,
            let key = Self.environmentKey(arguments[0].expression)
        else { return read() }
        let saved = environment
        environment[key] = ReadingScope.Bound(expression: arguments[1].expression, scope: scope)
        defer { environment = saved }
        return read()
    }

    /// The `@Environment(\.key)` properties of `members` bound to their values where the reading
    /// knows them.
    func environmentBindings(of members: ViewTypeMembers) -> [String: ReadingScope.Bound] {
        var bindings: [String: ReadingScope.Bound] = [:]
        for (name, keyPath) in members.environmentProperties {
            guard let key = Self.environmentKey(keyPath) else { continue }
            bindings[name] = environment[key] ?? declaredDefault(of: key, near: keyPath)
        }
        return bindings
    }

    /// `key` for `\.key` and `\EnvironmentValues.key`.
    static func environmentKey(_ expression: ExprSyntax) -> String? {
        guard let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
            keyPath.root.map({ ["EnvironmentValues", "SwiftUI.EnvironmentValues"].contains($0.trimmedText) }) ?? true,
            let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
        else { return nil }
        return component.declName.baseName.text
    }

    /// The default the project declares for its environment value `key`, when no code of the
    /// project sets the key: `@Entry var key = value`, or the `defaultValue` of the key type its
    /// `EnvironmentValues` property reads (`self[SpacingKey.self]`).
    private func declaredDefault(of key: String, near use: some SyntaxProtocol) -> ReadingScope.Bound? {
        let declarations = ["EnvironmentValues", "SwiftUI.EnvironmentValues"].flatMap { facts.types[$0] ?? [] }
        guard let values = ViewTypeMembers(declarations), !projectSets(key) else { return nil }
        if let entry = values.initialValue(of: key) {
            return ReadingScope.Bound(expression: entry, scope: .root)
        }
        guard let getter = values.computedProperty(key), getter.count == 1,
            let read = getter.first?.item.as(ExprSyntax.self)?.as(SubscriptCallExprSyntax.self)
                ?? getter.first?.item.as(ReturnStmtSyntax.self)?.expression?.as(SubscriptCallExprSyntax.self),
            let keyType = read.arguments.first?.expression.as(MemberAccessExprSyntax.self),
            keyType.declName.baseName.text == "self", let typeName = keyType.base.flatMap(ValueResolver.dottedName),
            let owner = facts.declarations(ofTypeNamed: typeName, near: keyType).first?.fullName,
            let defaultValue = facts.members[owner]?["defaultValue"]?.initializer
        else { return nil }
        return ReadingScope.Bound(expression: defaultValue, scope: ReadingScope(typeName: owner))
    }

    /// Whether code of the project may set the key: a value set there may reach the view from
    /// outside the reading.
    private func projectSets(_ key: String) -> Bool {
        environmentKeyWrites?.keys.contains(key) ?? true
    }
}

/// The environment keys the project's code writes as a key path other than to read them with
/// `@Environment(\.key)` (`.environment(\.key, …)`, `\EnvironmentValues.key` anywhere else):
/// found by scanning every file's bytes for key paths, once per reader, and only in a project
/// that declares environment values of its own, the only keys whose default is ever taken.
struct EnvironmentKeyWrites: Sendable {
    let keys: Set<String>

    /// With `scans`, a file scanned for an earlier reader is not scanned again.
    init(facts: ProjectFacts, scans: EnvironmentKeyScans? = nil) {
        let declared = ["EnvironmentValues", "SwiftUI.EnvironmentValues"].contains { !(facts.types[$0] ?? []).isEmpty }
        guard declared else {
            keys = []
            return
        }
        let scan = { (file: SourceFile) in Self.writtenKeys(in: file.bytes) }
        keys = scans?.keys(in: facts.allFiles, scan: scan) ?? facts.allFiles.reduce(into: []) { $0.formUnion(scan($1)) }
    }

    private static let backslash = UInt8(ascii: "\\")
    private static let read = Array("@Environment(".utf8)
    private static let root = Array("EnvironmentValues".utf8)

    /// The keys of `\.key` and `\EnvironmentValues.key` in `bytes` that no `@Environment(` precedes.
    private static func writtenKeys(in bytes: [UInt8]) -> Set<String> {
        var keys: Set<String> = []
        var index = 0
        while let slash = bytes[index...].firstIndex(of: backslash) {
            var start = slash + 1
            if bytes[start...].starts(with: root) { start += root.count }
            index = start
            guard start < bytes.count, bytes[start] == UInt8(ascii: "."), !isRead(bytes, before: slash) else { continue }
            let name = bytes[(start + 1)...].prefix { isNameCharacter($0) }
            if !name.isEmpty { keys.insert(String(decoding: name, as: UTF8.self)) }
        }
        return keys
    }

    private static func isRead(_ bytes: [UInt8], before index: Int) -> Bool {
        index >= read.count && bytes[(index - read.count)..<index].elementsEqual(read)
    }

    /// A byte of a Swift name: a letter, a digit, `_`, or part of a character beyond ASCII.
    static func isNameCharacter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 122) || byte >= 0x80
    }
}
