/// SwiftUI's way of sharing a length among items along one axis (a stack's children, a grid's
/// columns or rows): in order of layout priority (highest first) and, within a priority, of
/// flexibility (least flexible first); each item is offered an equal share of what is left,
/// after the minimum lengths of every lower-priority item have been set aside.
struct LengthSharing {
    /// Each item's priority.
    let priorities: [Double]
    /// The length an item takes when offered a length.
    let length: (_ item: Int, _ offer: Double) -> Double

    /// What each item is offered when `available` is shared.
    func offers(sharing available: Double) -> [Double] {
        let count = priorities.count
        // A single item is offered everything; its range would not change that.
        if count == 1 { return [max(available, 0)] }
        let ranges = (0..<count).map { Flexibility(minimum: length($0, 0), maximum: length($0, .infinity)) }
        let order = (0..<count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if ranges[a] < ranges[b] { return true }
            if ranges[b] < ranges[a] { return false }
            return a < b
        }
        var available = available
        var offers = Array(repeating: 0.0, count: count)
        var start = 0
        while start < order.count {
            let priority = priorities[order[start]]
            let end = order[start...].firstIndex { priorities[$0] != priority } ?? order.count
            if start == 0 {
                available -= order[end...].reduce(0) { $0 + ranges[$1].minimum }
            } else {
                available += order[start..<end].reduce(0) { $0 + ranges[$1].minimum }
            }
            for (offset, index) in order[start..<end].enumerated() {
                offers[index] = max(available / Double(end - start - offset), 0)
                let taken = length(index, offers[index])
                // What is left of an unbounded length stays unbounded: a Spacer offered infinity
                // takes it, and the items after it are offered infinity too, not ∞ − ∞.
                if !taken.isNaN, available != .infinity { available -= taken }
            }
            start = end
        }
        return offers
    }
}

/// An item's range of lengths, ordered least flexible first.
private struct Flexibility: Comparable {
    let minimum: Double
    let maximum: Double

    static func < (lhs: Flexibility, rhs: Flexibility) -> Bool {
        let (l, r) = (lhs.maximum - lhs.minimum, rhs.maximum - rhs.minimum)
        guard l == r else { return l < r }
        // Among unbounded items the one with the larger minimum goes first.
        return (l == .infinity ? -lhs.minimum : 0) < (r == .infinity ? -rhs.minimum : 0)
    }
}
