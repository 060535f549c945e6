/// The name of a value a run works out once and every file's walk shares (a theme's radius
/// tokens, the view graph), with the type of the value: two keys of one name and different
/// types name different values, and a value is always read back as the type it was stored as.
public struct SharedValueKey<Value: Sendable>: Sendable {
    let name: String

    public init(_ name: String) {
        self.name = name
    }

    /// Where the value is kept among the run's shared values.
    var storage: SharedValueStorageKey {
        SharedValueStorageKey(name: name, type: ObjectIdentifier(Value.self))
    }
}

/// A `SharedValueKey` without its type parameter, for the run's table of shared values.
struct SharedValueStorageKey: Hashable, Sendable {
    let name: String
    let type: ObjectIdentifier
}
