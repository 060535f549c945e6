/// Which value a number the source leaves open takes: a stated scenario, like the length of
/// run-time text. A number is open when it has a finite set of known candidates the source
/// does not choose between (`compact ? 8 : 16` on run-time state); a screen with open numbers
/// is laid out twice, every open number at its smallest candidate (`low`) and every one at its
/// largest (`high`), and a layout finding is reported only when it holds in both. A number with
/// no known candidate is never open: it stays unread.
public enum OpenNumbers: String, Sendable, Hashable, CaseIterable {
    case low, high

    /// The candidate this scenario takes.
    public func pick(_ candidates: [Double]) -> Double? {
        self == .low ? candidates.min() : candidates.max()
    }
}
