import Foundation
import PlumbCore

/// Reads the cells of the transcribed tables.
enum TableParsing {
    /// "Compact width, regular height"; nil for "N/A".
    static func sizeClasses(_ cell: String) -> SizeClasses? {
        let words = cell.lowercased().split(whereSeparator: { $0 == " " || $0 == "," })
        guard words.count == 4, words[1] == "width", words[3] == "height",
              let horizontal = SizeClass(rawValue: String(words[0])),
              let vertical = SizeClass(rawValue: String(words[2]))
        else { return nil }
        return SizeClasses(horizontal: horizontal, vertical: vertical)
    }

    /// "1024x1366 pt (2048x2732 px @2x)".
    static func dimensions(_ cell: String) -> (points: PointSize, pixels: PixelSize, scale: Double)? {
        let numbers = cell.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard numbers.count == 5 else { return nil }
        return (
            PointSize(width: Double(numbers[0]), height: Double(numbers[1])),
            PixelSize(width: numbers[2], height: numbers[3]),
            Double(numbers[4])
        )
    }

    /// "393×852".
    static func points(_ cell: String) -> PointSize? {
        let numbers = cell.split(separator: "×").compactMap { Double($0) }
        guard numbers.count == 2 else { return nil }
        return PointSize(width: numbers[0], height: numbers[1])
    }

    /// "59 / 34".
    static func pair(_ cell: String) -> (first: Double, second: Double)? {
        let numbers = cell.split(separator: "/").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 2 else { return nil }
        return (numbers[0], numbers[1])
    }

    /// "iPhone 16 Pro, 17, 17 Pro" → the three device names.
    static func deviceNames(_ cell: String) -> [String] {
        let parts = cell.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let line = parts[0].split(separator: " ").first.map(String.init) ?? ""
        return parts.enumerated().map { index, part in index == 0 ? part : "\(line) \(part)" }
    }
}

