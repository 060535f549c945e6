import Foundation
import PlumbCore
import PlumbWireframe
import XCTest

/// Opens the report in a real headless browser (Chromium): the page's scripts run without
/// errors, and the DOM they leave has the cells and findings expected. A screenshot is written
/// to `$PLUMB_SCREENSHOT_DIR` (default: the temporary directory) for people to look at.
/// Skipped, saying so, when no Chromium is installed (`apt-get install -y chromium`).
final class BrowserTests: XCTestCase {
    func testTheReportOpensWithoutScriptErrorsAndShowsEveryCellAndFinding() throws {
        let browser = try Chromium.find()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-browser-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = try MatrixReport(matrix: try MatrixReportTests.smallMatrix()).write(to: directory.path)

        let dump = try browser.run(["--dump-dom", "file://\(index)"])
        XCTAssertTrue(dump.stdout.contains("data-script-errors=\"0\""), "script errors:\n\(dump.stdout.suffix(2000))")
        XCTAssertFalse(dump.stderr.contains("Uncaught"), dump.stderr)
        XCTAssertEqual(dump.stdout.occurrences(of: "<li class=\"cell"), 8)
        XCTAssertEqual(dump.stdout.occurrences(of: "<li class=\"finding "), 8)
        // The script ran: it showed the filters and counted the drawings.
        XCTAssertTrue(dump.stdout.contains("8 of 8 drawings shown"), "the filter script did not run")

        // The filters, preset from the address: the card's title is clipped on the SE only.
        let filtered = try browser.run(["--dump-dom", "file://\(index)?rule=clipping&device=iphone-se-4-7"])
        XCTAssertTrue(filtered.stdout.contains("2 of 8 drawings shown"), String(filtered.stdout.suffix(2000)))
        XCTAssertTrue(filtered.stdout.contains("data-script-errors=\"0\""))

        let shots = ProcessInfo.processInfo.environment["PLUMB_SCREENSHOT_DIR"].map(URL.init(fileURLWithPath:))
            ?? FileManager.default.temporaryDirectory
        let shot = shots.appendingPathComponent("plumb-matrix-report.png")
        try? FileManager.default.removeItem(at: shot)
        _ = try browser.run(["--window-size=1400,1800", "--screenshot=\(shot.path)", "file://\(index)"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot.path), "no screenshot at \(shot.path)")
        print("screenshot of the report: \(shot.path)")
    }
}

/// A headless Chromium.
struct Chromium {
    let path: String

    static func find() throws -> Chromium {
        let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in names {
            for directory in directories where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return Chromium(path: "\(directory)/\(name)")
            }
        }
        throw XCTSkip("no Chromium installed (apt-get install -y chromium): the report was not opened in a browser")
    }

    struct Output {
        let stdout: String
        let stderr: String
    }

    /// Runs the browser headless on `arguments`; stdout and stderr are read to the end.
    func run(_ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        // No sandbox: CI runs as root, where Chromium's sandbox refuses to start.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--enable-logging=stderr", "--v=0"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errorData = ReadAll(err)
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(stdout: String(decoding: outputData, as: UTF8.self), stderr: String(decoding: errorData.wait(), as: UTF8.self))
    }
}

/// Reads a pipe to its end on another thread, so that neither pipe fills while the other is read.
final class ReadAll: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        DispatchQueue.global().async {
            self.data = pipe.fileHandleForReading.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
