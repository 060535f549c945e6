import Foundation
import PlumbLayout
import Testing

/// The cases of `Fixtures/layout-cases.json` (the verified layout cases, kept with the tests).
struct LayoutCase: Sendable {
    let id: String
    let confidence: String
    let proposalWidth: Double?
    let proposalHeight: Double?
    /// The expected values that are frames (or sizes), by key.
    let frames: [String: [String: Double]]
    /// The expected plain numbers, by key.
    let numbers: [String: Double]
    /// The expected strings and booleans, by key.
    let strings: [String: String]

    /// The expected frame under `key`, from the fixture.
    func frame(_ key: String) throws -> ExpectedFrame {
        let value = try #require(frames[key], "no frame \(key) in \(id)")
        return ExpectedFrame(x: value["x"], y: value["y"], w: value["w"], h: value["h"])
    }

    /// The expected number under `key`, from the fixture.
    func number(_ key: String) throws -> Double {
        try #require(numbers[key], "no number \(key) in \(id)")
    }

    /// The expected string (or boolean, as "true"/"false") under `key`, from the fixture.
    func string(_ key: String) throws -> String {
        try #require(strings[key], "no string \(key) in \(id)")
    }

    static let all: [LayoutCase] = {
        guard let url = Bundle.module.url(forResource: "layout-cases", withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url),
            let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return list.compactMap { entry in
            guard let id = entry["id"] as? String, let confidence = entry["confidence"] as? String,
                let proposal = entry["proposal"] as? [String: Any], let expected = entry["expected"] as? [String: Any]
            else { return nil }
            var frames: [String: [String: Double]] = [:]
            var numbers: [String: Double] = [:]
            var strings: [String: String] = [:]
            for (key, value) in expected {
                if let flag = value as? Bool, type(of: value as AnyObject) == type(of: true as AnyObject) {
                    strings[key] = flag ? "true" : "false"
                } else if let number = value as? Double {
                    numbers[key] = number
                } else if let string = value as? String {
                    strings[key] = string
                } else if let frame = value as? [String: Double] {
                    frames[key] = frame
                }
            }
            return LayoutCase(
                id: id, confidence: confidence, proposalWidth: proposal["width"] as? Double,
                proposalHeight: proposal["height"] as? Double, frames: frames, numbers: numbers, strings: strings)
        }
    }()

    static func named(_ id: String) throws -> LayoutCase {
        try #require(all.first { $0.id == id }, "no case \(id) in the fixture")
    }
}

/// An expected frame; a missing dimension is not checked.
struct ExpectedFrame {
    let x: Double?
    let y: Double?
    let w: Double?
    let h: Double?
}

/// How close a frame must be: verified and documented cases to the fixture's three decimals
/// (exact on the pixel grid), inferred ones within 0.5pt.
enum Tolerance {
    static let exact = 0.0015
    static let inferred = 0.5

    static func forConfidence(_ confidence: String) -> Double {
        confidence == "inferred" ? inferred : exact
    }
}

func expectFrame(
    _ view: PlacedView?, _ expected: ExpectedFrame, tolerance: Double = Tolerance.exact,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let view else {
        Issue.record("view not found", sourceLocation: sourceLocation)
        return
    }
    let actual = view.frame
    let pairs: [(String, Double?, Double)] = [
        ("x", expected.x, actual.minX), ("y", expected.y, actual.minY),
        ("w", expected.w, actual.size.width), ("h", expected.h, actual.size.height),
    ]
    for (name, want, got) in pairs {
        guard let want else { continue }
        #expect(
            abs(want - got) <= tolerance, "\(view.kind) \(view.label ?? "") \(name): expected \(want), got \(got)",
            sourceLocation: sourceLocation)
    }
}

/// A host of `width` × `height` with zero safe area, @3x.
func canvas(_ width: Double, _ height: Double) -> LayoutHost {
    LayoutHost(screenSize: Size(width: width, height: height), scale: 3)
}

extension PlacedView {
    /// Every view of `kind` (and `label`), depth first.
    func all(kind: NodeKind, label: String? = nil) -> [PlacedView] {
        allViews.filter { $0.kind == kind && (label == nil || $0.label == label) }
    }
}
