/// Whether the content a screen shows only at run time is there: a stated scenario, like the
/// length of run-time text. The view of an `if` the source does not settle (`if let avatar`,
/// `if isEditing`), or of an optional mapped into a view (`subtitle.map { Text($0) }`), is
/// `present` — every such `if` takes its first branch — or `absent` — every one takes its
/// `else`, or shows nothing. Two scenarios for a screen, all present and all absent, never each
/// combination.
public enum OptionalContent: String, Sendable, Hashable, CaseIterable {
    case present, absent
}
