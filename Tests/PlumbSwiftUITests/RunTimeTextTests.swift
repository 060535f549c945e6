import PlumbLayout
@testable import PlumbSwiftUI
import Testing

/// A string known only at run time is a Text laid out with the sample of its role, which its
/// source tells: a format, the words of the name that holds it, or the control it labels.
@Suite struct RunTimeTextTests {
    static func parts(_ view: String) throws -> [RunTimeTextLayout.Part] {
        let source = "struct Screen: View {\n    let item: Item\n    var body: some View { \(view) }\n}\n"
        let reading = try SnippetReader.read(source, fileName: "Screen.swift", options: ReadingOptions())
        let text = try #require(Self.runTimeText(in: reading.root), "no run-time text in \(view)")
        return text.parts
    }

    static func runTimeText(in node: ViewNode) -> RunTimeTextLayout? {
        (node.layout as? RunTimeTextLayout) ?? node.children.lazy.compactMap(runTimeText).first
    }

    @Test(arguments: [
        ("Text(item.title)", TextRole.title),
        ("Text(item.author.displayName)", .name),
        ("Text(item.summaryText ?? \"\")", .body),
        ("Text(item.createdAt, style: .date)", .date),
        ("Text(item.price, format: .currency(code: \"EUR\"))", .number),
        ("Text(String(item.unreadCount))", .number),
        ("Text(item.status)", .text),
        ("Text(item.condition.description)", .text),
        ("Button(item.action) { }", .label),
        ("Toggle(item.name, isOn: .constant(true))", .name),
    ])
    func theSourceTellsTheRole(view: String, role: TextRole) throws {
        #expect(try Self.parts(view) == [.runTime(role)])
    }

    @Test(arguments: [
        "Text(item.id)", "Text(item.countryCode)", "Text(verbatim: item.key)", "Text(item.fieldName)",
        "Text(item.unit.symbol)", "Label(item.identifier, systemImage: \"number\")", "Text(item.author.initials)",
        "Text(item.column_name)",
    ])
    func anIdentifierOrACodeIsShort(view: String) throws {
        #expect(try Self.parts(view) == [.runTime(.code)])
        #expect(TextRole.code.sample(.long).count < TextRole.name.sample(.long).count)
    }

    /// A property the view declares as a number shows digits, whatever its name says.
    @Test(arguments: [
        "struct Step: View {\n    var step: Int\n    var body: some View { Text(\"\\(step)\").font(.largeTitle) }\n}\n",
        "struct Step: View {\n    let progress: Double?\n    var body: some View { Text(String(progress ?? 0)) }\n}\n",
        "struct Step: View {\n    let title: CGFloat\n    var body: some View {\n        VStack { Text(\"\\(self.title) pt\") }\n    }\n}\n",
        // Read through the app's own modifier, whose body takes the Text as `self`.
        "struct Step: View {\n    var step: Int\n    var body: some View { Text(\"\\(step)\").big() }\n}\n"
            + "extension View {\n    func big() -> some View { self.font(.system(size: 40)).padding(4) }\n}\n",
    ])
    func aNumberTypedPropertyIsDigits(source: String) throws {
        let tree = try ScreenReader(sources: [(path: "Step.swift", source: source)]).tree(of: "Step", options: ReadingOptions())
        let text = try #require(Self.runTimeText(in: tree.root))
        #expect(text.parts.contains(.runTime(.number)), "\(text.parts)")
    }

    /// A property the view declares as a `Character` shows one character, whatever its name says.
    @Test(arguments: [
        "struct Cell: View {\n    let digit: Character?\n    var body: some View {\n        if let digit { Text(String(digit)).font(.title) }\n    }\n}\n",
        "struct Cell: View {\n    var title: Character\n    var body: some View { Text(\"\\(title)\").frame(width: 20) }\n}\n",
    ])
    func aCharacterTypedPropertyIsOneCharacter(source: String) throws {
        let tree = try ScreenReader(sources: [(path: "Cell.swift", source: source)]).tree(of: "Cell", options: ReadingOptions())
        let text = try #require(Self.runTimeText(in: tree.root))
        #expect(text.parts == [.runTime(.character)], "\(text.parts)")
        #expect(TextSample(length: .typical, characters: 1).description == "typical text (1 character)")
    }

    /// A `Bool` the code declares, shown as text, is "true" or "false" whatever its name says:
    /// a property with a written type or a literal value, a local made with `&&` or a comparison,
    /// interpolated, through `description` or `String(describing:)`.
    @Test(arguments: [
        "struct Panel: View {\n    @State private var showsSpinner = false\n    var body: some View { Text(\"spinner=\\(showsSpinner.description)\") }\n}\n",
        "struct Panel: View {\n    let message: Bool\n    var body: some View { Text(String(describing: message)).font(.caption) }\n}\n",
        "struct Panel: View {\n    let count: Int\n    var body: some View {\n        let pending = count > 0 && count < 10\n        Text(\"pending: \\(pending)\")\n    }\n}\n",
    ])
    func aBoolShownAsTextIsTrueOrFalse(source: String) throws {
        let tree = try ScreenReader(sources: [(path: "Panel.swift", source: source)]).tree(of: "Panel", options: ReadingOptions())
        let text = try #require(Self.runTimeText(in: tree.root))
        #expect(text.parts.contains(.runTime(.truthValue)), "\(text.parts)")
        #expect(TextRole.truthValue.sample(.long) == "false")
    }

    /// A name that only sounds like a flag, or a value of no declared type, keeps its name's role.
    @Test(arguments: [
        ("struct Panel: View {\n    let isEnabledText: String\n    var body: some View { Text(isEnabledText) }\n}\n", TextRole.text),
        ("struct Panel: View {\n    let model: Model\n    var body: some View { Text(model.error.description) }\n}\n", .text),
    ])
    func aValueNotDeclaredBoolKeepsItsRole(source: String, role: TextRole) throws {
        let tree = try ScreenReader(sources: [(path: "Panel.swift", source: source)]).tree(of: "Panel", options: ReadingOptions())
        let text = try #require(Self.runTimeText(in: tree.root))
        #expect(text.parts == [.runTime(role)], "\(text.parts)")
    }

    /// An interpolated parameter that the call site binds to a literal shows that literal.
    @Test(arguments: [
        ("Badge(step: 3)", "struct Badge: View {\n    var step: Int\n    var body: some View { Text(\"\\(step)\") }\n}\n", "3"),
        ("Tag(unit: \"km\", value: 12)",
         "struct Tag: View {\n    let unit: String\n    let value: Int\n    var body: some View { Text(\"\\(value) \\(unit)\") }\n}\n", "12 km"),
    ])
    func anInterpolatedValueBoundToALiteralIsWritten(use: String, declaration: String, shown: String) throws {
        let source = declaration + "struct Screen: View {\n    var body: some View { VStack { \(use) } }\n}\n"
        let tree = try ScreenReader(sources: [(path: "Screen.swift", source: source)]).tree(of: "Screen", options: ReadingOptions())
        #expect(Self.runTimeText(in: tree.root) == nil)
        #expect(LayoutEngine.layout(tree.root, in: LayoutHost(screenSize: Size(width: 300, height: 600))).first(kind: .view("Text"))?.label == shown)
    }

    @Test func anInterpolationKeepsItsWrittenParts() throws {
        #expect(try Self.parts(#"Text("\(item.count) of \(item.total) done")"#)
            == [.runTime(.number), .written(" of "), .runTime(.number), .written(" done")])
        #expect(try Self.parts(#"Text(verbatim: "Due \(item.deadline.formatted(date: .abbreviated, time: .omitted))")"#)
            == [.written("Due "), .runTime(.date)])
    }

    /// `formatted(_:)` given a number's format style is a number, whatever the value's name
    /// says; a date's style (held back: its components may outrun the date's sample) or a
    /// format the reader does not know leaves the value's own role.
    @Test(arguments: [
        ("Text(item.share.formatted(.percent))", TextRole.number),
        (#"Text("Saved \(item.fileSize.formatted(.byteCount(style: .file)))")"#, .number),
        ("Text(item.ratio.formatted(.number.precision(.fractionLength(2))))", .number),
        (#"Text("\((item.remindAt).formatted(.dateTime.weekday(.abbreviated).day().month().hour().minute()))")"#, .text),
        ("Text(item.title.formatted(.list(type: .and)))", .title),
    ])
    func aFormatStyleGivenToFormattedIsItsRole(view: String, role: TextRole) throws {
        let parts = try Self.parts(view)
        #expect(parts.contains(.runTime(role)), "\(parts)")
    }

    @Test func theTextIsNamedAsWrittenAndNotOpaque() throws {
        let source = "struct Screen: View {\n    let item: Item\n    var body: some View { Text(item.title) }\n}\n"
        let root = try SnippetReader.read(source, fileName: "Screen.swift", options: ReadingOptions()).root
        #expect(root.label == "item.title")
        #expect(!root.isOpaque)
    }
}

/// A localized string looked up with a literal key is the strings' text, as a literal Text's is.
@Suite struct LocalizedLookupTests {
    @Test(arguments: [#"Text(NSLocalizedString("DAYS", comment: ""))"#, #"Text(String(localized: "DAYS"))"#])
    func aLiteralKeyIsWrittenText(view: String) throws {
        let source = "struct Screen: View {\n    var body: some View { \(view) }\n}\n"
        let root = try SnippetReader.read(source, fileName: "Screen.swift", options: ReadingOptions()).root
        #expect(root.label == "DAYS")
        #expect(root.layout is TextLayout)
    }
}

/// A choice of two written strings is written text: the branch an `if` would take.
@Suite struct WrittenChoiceTests {
    @Test func aTernaryOfLiteralsShowsTheFirstBranch() throws {
        let source = "struct Screen: View {\n    let isDone: Bool\n    var body: some View { Text(isDone ? \"Done\" : \"Pending\") }\n}\n"
        let root = try SnippetReader.read(source, fileName: "Screen.swift", options: ReadingOptions()).root
        #expect(root.label == "Done")
        #expect(root.layout is TextLayout)
    }
}

