/// "Did you mean …": the known names closest to a name that matched none, for every message
/// about an unknown rule, device, key or option.
public enum Suggestions {
    /// Up to `limit` of the `candidates` nearest to `name` (case and `_`/`-`/space ignored):
    /// those the fewest edits away, when that is a few, else those starting with it, else those
    /// containing it or contained in it.
    public static func closest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let target = folded(name)
        guard !target.isEmpty else { return [] }
        let maximum = max(2, target.count / 3)
        var scored: [(candidate: String, distance: Int)] = []
        for candidate in candidates {
            let folded = folded(candidate)
            if let distance = EditDistance.bounded(Array(target.utf8), Array(folded.utf8), limit: maximum) {
                scored.append((candidate, distance))
            } else if target.count >= 3, folded.hasPrefix(target) {
                scored.append((candidate, maximum + 1))
            } else if target.count >= 3, folded.contains(target) || target.contains(folded) {
                scored.append((candidate, maximum + 2))
            }
        }
        let best = scored.map(\.distance).min()
        var seen = Set<String>()
        return scored.filter { $0.distance == best }.sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
            .map(\.candidate).filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
    }

    /// "; did you mean 'a' or 'b'?" for the closest candidates, or "" when none is close.
    public static func didYouMean(_ name: String, in candidates: [String]) -> String {
        didYouMean(closest(to: name, in: candidates))
    }

    /// "; did you mean 'a' or 'b'?", or "" for no suggestion.
    public static func didYouMean(_ near: [String]) -> String {
        guard !near.isEmpty else { return "" }
        let quoted = near.map { "'\($0)'" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return "; did you mean \(list)?"
    }

    private static func folded(_ name: String) -> String {
        String(name.lowercased().map { $0 == "_" || $0 == " " ? "-" : $0 })
    }
}

/// Levenshtein distance that gives up past a limit.
public enum EditDistance {
    public static func bounded(_ left: [UInt8], _ right: [UInt8], limit: Int) -> Int? {
        guard abs(left.count - right.count) <= limit else { return nil }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for (i, leftByte) in left.enumerated() {
            current[0] = i + 1
            var rowMinimum = current[0]
            for (j, rightByte) in right.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (leftByte == rightByte ? 0 : 1))
                rowMinimum = min(rowMinimum, current[j + 1])
            }
            guard rowMinimum <= limit else { return nil }
            swap(&previous, &current)
        }
        return previous[right.count] <= limit ? previous[right.count] : nil
    }
}
