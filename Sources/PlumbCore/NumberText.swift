/// How Plumb writes a number in Swift source and JSON: `12` when whole, `1.5` otherwise.
public enum NumberText {
    public static func literal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
