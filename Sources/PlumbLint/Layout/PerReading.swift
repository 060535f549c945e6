import Foundation

/// A value worked out once for each of a screen's readings (by `ScreenTrees.reading(for:)`), by
/// whichever of the threads laying the screen out asks first.
final class PerReading<Value: Sendable>: @unchecked Sendable {  // `known` is guarded by `lock`.
    private let lock = NSLock()
    private var known: [Int: Value] = [:]

    /// The value of `reading`, worked out with `compute` the first time it is asked.
    func value(for reading: Int, _ compute: () -> Value) -> Value {
        if let value = lock.withLock({ known[reading] }) { return value }
        // Worked out outside the lock: two threads may both work it out, to the same value.
        let value = compute()
        lock.withLock { known[reading] = value }
        return value
    }

    /// The values worked out so far.
    var values: [Value] {
        lock.withLock { Array(known.values) }
    }
}
