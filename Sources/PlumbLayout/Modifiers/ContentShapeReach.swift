/// How far a content shape reaches past the view it is written on, read from the shape as written
/// (a `contentShape` node's label): `Rectangle()` or `.rect` reach 0, `Rectangle().inset(by: -10)`
/// reaches 10 on every side (and `inset(by: 4)` falls 4 short). Nil when the shape is changed by
/// anything but one inset by a number written there: where it takes taps is then not known.
public enum ContentShapeReach {
    public static func outset(of shape: String) -> Double? {
        guard let inset = shape.range(of: ".inset(by:") else {
            // A shape changed by a call (`.size(…)`, `.offset(…)`) reaches where that puts it.
            return shape.contains(").") ? nil : 0
        }
        let rest = shape[inset.upperBound...]
        guard let close = rest.firstIndex(of: ")"), rest[rest.index(after: close)...].allSatisfy(\.isWhitespace),
            let length = Double(String(rest[..<close].filter { !$0.isWhitespace }))
        else { return nil }
        return -length
    }
}
