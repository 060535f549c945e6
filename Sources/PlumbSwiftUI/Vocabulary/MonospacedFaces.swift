/// `.monospaced()` and `.monospacedDigit()`, on a font or around views. The system font's digits
/// are proportional (a timer's width changes as it counts without `.monospacedDigit()`), and
/// `.monospaced()` draws in SF Mono: Plumb's advance tables have neither, so text in them is
/// measured with the system font's metrics and its width is not judged, as a custom face's.
public enum MonospacedFaces {
    /// The face `name` draws a system-font text in: `monospaced` SF Mono, `monospacedDigit` the
    /// system font with fixed-width digits; nil for any other name.
    public static func face(of name: String) -> String? {
        switch name {
        case "monospaced": "SF Mono"
        case "monospacedDigit": "the system font's fixed-width digits"
        default: nil
        }
    }
}
