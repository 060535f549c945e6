import PlumbLayout
@testable import PlumbSwiftUI
import Testing

/// A stored `String` property the project only ever sets to written strings shows one of them,
/// never a run-time sample: laid out as the longest. Any write the reading cannot see as written
/// keeps it run-time text.
@Suite struct WrittenAssignmentsTests {
    /// The first Text of `Screen`, declared in the first source, read with the other files.
    private static func shown(_ screen: String, _ others: String...) throws -> ViewNode {
        let sources = [(path: "Screen.swift", source: screen)] + others.enumerated().map { (path: "Other\($0.offset).swift", source: $0.element) }
        let tree = try ScreenReader(sources: sources).tree(of: "Screen", options: ReadingOptions())
        return try #require(ShownText.first(in: tree.root))
    }

    private static func screen(_ properties: String, body: String, actions: String = "") -> String {
        "struct Screen: View {\n\(properties)\n    var body: some View {\n        VStack {\n            \(body)\n        }\n    }\n\(actions)\n}\n"
    }

    /// `@State` (private or not) and a view model's `@Published`, shown unwrapped, with a
    /// fallback, through an `if let`, or inside an interpolation.
    @Test(arguments: [
        (screen("    @State private var status: String? = nil", body: "Text(status!)",
                actions: "    func save() { status = \"Saved\"; status = \"Could not save the draft\" }"),
         "Could not save the draft"),
        (screen("    @State var notice = \"Ready\"", body: "Text(notice)",
                actions: "    func sync(ok: Bool) { notice = ok ? \"Synced with the server\" : \"Offline\" }"),
         "Synced with the server"),
        (screen("    @State private var hint: String?", body: "if let hint { Text(hint) }",
                actions: "    func check() { hint = \"Enter a name\"; hint = nil }"),
         "Enter a name"),
        (screen("    @State private var problem: String?", body: "if let shown = problem { Text(verbatim: shown) }",
                actions: "    func check() { self.problem = \"Too short\" }"),
         "Too short"),
        (screen("    @State private var status: String?", body: "Text(status ?? \"Nothing to report yet\")",
                actions: "    func save() { status = \"Saved\" }"),
         "Nothing to report yet"),
        (screen("    @StateObject private var model = Model()", body: "Text(model.banner ?? \"\")")
            + "final class Model: ObservableObject {\n    @Published var banner: String?\n    func fail() { banner = \"Sync failed, try again\" }\n}\n",
         "Sync failed, try again"),
    ])
    func aPropertyOnlyEverSetToWrittenStringsShowsTheLongest(source: String, expected: String) throws {
        let shown = try Self.shown(source)
        #expect(shown.layout is TextLayout)
        #expect(shown.label == expected)
    }

    /// An interpolated property shows its longest string in place.
    @Test func anInterpolatedPropertyIsItsLongestString() throws {
        let source = Self.screen("    @State private var state = \"idle\"", body: "Text(\"Upload: \\(state)\")",
                                 actions: "    func start() { state = \"uploading\" }")
        let shown = try Self.shown(source)
        #expect(shown.layout is TextLayout)
        #expect(shown.label == "Upload: uploading")
    }

    /// Every kind of write the reading cannot see as written, in the property's own type or
    /// in another file: the Text keeps its run-time sample.
    @Test(arguments: [
        (screen("    @State private var status: String? = \"Ready\"", body: "Text(status!)",
                actions: "    func fail(_ error: Error) { status = error.localizedDescription }"), ""),
        (screen("    @State private var status: String? = \"Ready\"", body: "Text(status!)",
                actions: "    func fail(code: Int) { status = \"Failed with \\(code)\" }"), ""),
        (screen("    @State private var status = \"Ready\"", body: "Text(status)",
                actions: "    func sync(fallback: String?) { status = fallback ?? \"Offline\" }"), ""),
        (screen("    @State private var status = \"\"", body: "Text(status)\n            TextField(\"Status\", text: $status)"), ""),
        (screen("    @State private var status = \"Saved\"", body: "Text(status)", actions: "    func more() { status.append(\" again\") }"), ""),
        (screen("    @State private var status = \"Saved\"", body: "Text(status)", actions: "    func more() { status += \"!\" }"), ""),
        (screen("    @State private var status = \"Saved\"", body: "Text(status)",
                actions: "    func edit() { change(&status) }\n    func change(_ text: inout String) { text = \"\" }"), ""),
        (screen("    @AppStorage(\"name\") private var name = \"Guest\"", body: "Text(name)"), ""),
        (screen("    @State private var status = \"Ready\"", body: "Text(status)",
                actions: "    init(status: String) { _status = State(initialValue: status) }"), ""),
        (screen("    var message = \"Welcome\"", body: "Text(message)"),
         "struct Host: View {\n    let greeting: String\n    var body: some View { Screen(message: greeting) }\n}\n"),
        (screen("    @ObservedObject var model: Model", body: "Text(model.banner ?? \"\")")
            + "final class Model: ObservableObject {\n    @Published var banner: String?\n    func fail() { banner = \"Sync failed\" }\n}\n",
         "func show(_ model: Model, _ reply: String) { model.banner = reply }\n"),
        (screen("    let entry: Entry", body: "Text(entry.note)")
            + "struct Entry: Codable {\n    var note = \"Untitled\"\n}\n", ""),
    ])
    func aWriteThatIsNotWrittenKeepsTheSample(source: String, other: String) throws {
        let shown = try other.isEmpty ? Self.shown(source) : Self.shown(source, other)
        #expect(shown.layout is RunTimeTextLayout, "\(shown.label ?? "")")
    }

    /// The names a file may write or change, found in one pass (`WriteScan.Names`), are those the
    /// scan of each name finds: every name of each text, and names it holds only inside others.
    @Test(arguments: [
        "status = \"Saved\"; let copy = status == other",
        "model.banner = nil\nmodel.banner += \"!\"\nprint(model.banner)",
        "_note.wrappedValue = \"x\"; $draft.wrappedValue = \"\"; __shadow = 1; a_b = 2",
        "swap(&Layout.gap, &other); let path = \\Layout.gap; let short = \\.title",
        "Banner(message: text, title: \"Hi\"); names.append(name); columns[0].spacing = 4",
        "size.width = 2; gap.negate(); let even = gap.rounded(); value?.count; flag! = true; x\u{e9}t = 1",
        "label: { Text(caption) }; if ok == true { done != false }; count -= 1; total *= 2; mask |= 4",
        "_ = value; let _x = 1; return _",
    ])
    func theNamesFoundInOnePassAreThoseEachNameScanFinds(text: String) {
        let bytes = Array(text.utf8)
        let names = WriteScan.Names(bytes)
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        let inner = words.flatMap { word in (1..<max(1, word.count)).map { String(word.dropFirst($0)) } }
        for name in Set(words + inner + ["absent"]) {
            #expect(names.written.contains(name) == WriteScan.mayWrite(name, in: bytes), "mayWrite \(name) in \(text)")
            #expect(names.changed.contains(name) == WriteScan.mayChange(name, in: bytes), "mayChange \(name) in \(text)")
        }
        #expect(!names.written.isEmpty)
    }
}
