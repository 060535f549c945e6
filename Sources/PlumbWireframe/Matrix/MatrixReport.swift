import Foundation
import PlumbCore

/// Writes the device-matrix report into a directory: `index.html`, and for a large project one
/// page per screen beside it, so that the index of a 300-screen app opens fast. Each file is
/// written whole to a temporary file and renamed, so a failed run leaves no half-written page.
public struct MatrixReport {
    /// Up to this many screens, the drawings are on the index itself.
    public static let inlineScreenLimit = 4

    public let matrix: DeviceMatrix

    public init(matrix: DeviceMatrix) {
        self.matrix = matrix
    }

    /// The files of the report by name, index first.
    public var files: [(name: String, contents: String)] {
        let page = MatrixPage(matrix: matrix)
        guard matrix.screens.count > Self.inlineScreenLimit else {
            return [("index.html", page.index(screenPages: nil))]
        }
        let names = matrix.screens.enumerated().map { index, screen in
            "screen-\(index + 1)-\(MatrixPage.slug(screen.name)).html"
        }
        let screens = matrix.screens
        let pages = parallelMap(count: screens.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
            page.page(for: screens[index], index: index)
        }
        return [("index.html", page.index(screenPages: names))] + zip(names, pages).map { ($0, $1) }
    }

    /// Writes the files into `directory`, creating it; returns the index's path.
    @discardableResult
    public func write(to directory: String) throws -> String {
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let base = URL(fileURLWithPath: directory)
        for file in files {
            try Data(file.contents.utf8).write(to: base.appendingPathComponent(file.name), options: .atomic)
        }
        return base.appendingPathComponent("index.html").path
    }
}
