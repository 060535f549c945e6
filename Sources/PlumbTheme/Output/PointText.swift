/// How the theme file writes a number of points: `12` when whole, `1.5` otherwise.
enum PointText {
    static func literal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
