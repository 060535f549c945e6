import PlumbSyntax
import SwiftSyntax

/// Environment values that a view reads with `@Environment(\.key) var name`: the value an
/// ancestor sets with `.environment(\.key, value)`, read where the ancestor wrote it, else the
/// default the project declares for its own key (an `EnvironmentKey`'s `defaultValue`, an
/// `@Entry`'s initializer) when nothing in the project sets the key, so no ancestor the reading
/// does not see can have set it. A value neither settles stays unread, as before.
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
    private static func environmentKey(_ expression: ExprSyntax) -> String? {
        guard let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
            keyPath.root.map({ ["EnvironmentValues", "SwiftUI.EnvironmentValues"].contains($0.trimmedDescription) }) ?? true,
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

    /// Whether any file of the project writes the key path `\.key` other than to read it with
    /// `@Environment(\.key)`: a value set there may reach the view from outside the reading.
    private func projectSets(_ key: String) -> Bool {
        if let known = environmentKeysSet[key] { return known }
        let path = Array("\\.\(key)".utf8), entryPath = Array("\\EnvironmentValues.\(key)".utf8)
        let reads = Array("@Environment(\\.\(key))".utf8), entryReads = Array("@Environment(\\EnvironmentValues.\(key))".utf8)
        let sets = facts.allFiles.contains { file in
            file.bytes.occurrences(of: path) + file.bytes.occurrences(of: entryPath)
                > file.bytes.occurrences(of: reads) + file.bytes.occurrences(of: entryReads)
        }
        environmentKeysSet[key] = sets
        return sets
    }
}

extension [UInt8] {
    /// How many times `word` occurs not followed by a character of a name (`\.spacing` is not
    /// counted in `\.spacingLarge`).
    fileprivate func occurrences(of word: [UInt8]) -> Int {
        guard let first = word.first, count >= word.count else { return 0 }
        var found = 0
        var index = 0
        while index <= count - word.count {
            if self[index] == first, self[index..<index + word.count].elementsEqual(word) {
                let next = index + word.count
                if next == count || !Self.isNameCharacter(self[next]) { found += 1 }
                index = next
            } else {
                index += 1
            }
        }
        return found
    }

    private static func isNameCharacter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 122) || byte >= 0x80
    }
}
