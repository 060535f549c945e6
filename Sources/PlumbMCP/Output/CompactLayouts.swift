import MCP
import PlumbCore
import PlumbLayout
import PlumbLint

/// The `layout` tool's default answer: the frames of the views the layout rules judge (their
/// size and place do not depend on what the reader could not model, `LaidOutScreen.judgedViews`:
/// a frame Plumb cannot vouch for is left out), not the whole tree. Each
/// view is named once in `views`; each layout lists `[view, x, y, width, height]` rows that
/// point into it, so that a screen on the default scenarios stays a few kilobytes.
struct CompactLayouts {
    private struct ViewKey: Hashable {
        let name: String
        let label: String?
        let position: SourcePosition?
    }

    private var keys: [ViewKey] = []
    private var indices: [ViewKey: Int] = [:]

    /// The rows of one layout: its judged views, or the root alone on a bare canvas, where
    /// nothing is judged. Modifiers are left out: their view's frame is what a generator reads.
    mutating func frames(of placed: PlacedView, judged: LaidOutScreen?) -> Value {
        let views = judged?.judgedViews.map(\.view).filter { !$0.kind.isModifier } ?? [placed]
        return .array(views.map { view in
            let key = ViewKey(name: view.kind.name, label: view.label, position: view.origin?.position)
            let index = indices[key] ?? {
                keys.append(key)
                indices[key] = keys.count - 1
                return keys.count - 1
            }()
            let frame = view.frame
            return .array([.int(index)] + [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(Self.points))
        })
    }

    /// The views the rows point into, in the order first met.
    var views: Value {
        .array(keys.map { key in
            var value: [String: Value] = ["view": .string(key.name)]
            if let label = key.label { value["label"] = .string(label) }
            if let position = key.position {
                value["file"] = .string(position.file)
                value["line"] = .int(position.line)
                value["column"] = .int(position.column)
            }
            return .object(value)
        })
    }

    /// Points to a hundredth: the pixel grid's thirds would print 16 digits.
    private static func points(_ value: Double) -> Value {
        let rounded = (value * 100).rounded() / 100
        guard rounded.isFinite, rounded == rounded.rounded(), abs(rounded) < 1e9 else { return .double(rounded) }
        return .int(Int(rounded))
    }
}
