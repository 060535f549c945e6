/// The offsets at which lines start, for turning byte offsets into line and column.
public final class LineTable: Sendable {
    private let starts: [Int]

    public init(bytes: [UInt8]) {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.starts = starts
    }

    public func lineAndColumn(ofUTF8Offset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// The byte offset of a line and column (both from 1), the inverse of `lineAndColumn`.
    public func utf8Offset(line: Int, column: Int) -> Int {
        starts[min(max(line, 1), starts.count) - 1] + column - 1
    }
}
