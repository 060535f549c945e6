import Foundation
import PlumbLayout
import PlumbProject
import PlumbSyntax
@testable import PlumbSwiftUI
import Testing

/// Run-time text whose value is a member of a value of a declared type: a property the project
/// declares, or one Xcode generates from a Core Data model, sampled by its type; and a
/// `NumberFormatter`'s string, a number.
@Suite struct DeclaredMemberTextTests {
    /// A model whose generated class `Card` has a number, a truth value and a string, and whose
    /// `Shelf` entity's code the project writes itself.
    private static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="Card" representedClassName="Card" syncable="YES" codeGenerationType="class">
                <attribute name="streak" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="reviewCount" attributeType="Integer 32" usesScalarValueType="NO"/>
                <attribute name="isLearned" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="front" optional="YES" attributeType="String"/>
                <relationship name="shelf" optional="YES" maxCount="1" destinationEntity="Shelf"/>
            </entity>
            <entity name="Shelf" representedClassName="Shelf" syncable="YES">
                <attribute name="position" attributeType="Integer 16" usesScalarValueType="YES"/>
            </entity>
        </model>
        """

    private static func parts(_ source: String, model: String? = Self.model) throws -> [RunTimeTextLayout.Part] {
        var facts = ScreenReader(sources: [(path: "Screen.swift", source: source)]).facts
        if let model {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-core-data-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            let contents = root.appendingPathComponent("Deck.xcdatamodeld/Deck.xcdatamodel/contents")
            try FileManager.default.createDirectory(at: contents.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(model.utf8).write(to: contents)
            facts.model.coreData = CoreDataModels(files: SettingsFiles(roots: [root.path]).dataModelFiles)
        }
        let tree = try ScreenReader(facts: facts).tree(of: "Screen", options: ReadingOptions())
        let text = try #require(ShownText.first(in: tree.root))
        return try #require(text.layout as? RunTimeTextLayout, "\(text.label ?? "")").parts
    }

    /// A generated class's number attribute shows digits, a scalar or an `NSNumber`, however the
    /// card reaches the view; its `Bool`, "true" or "false".
    @Test(arguments: [
        ("@ObservedObject var card: Card", #"Text("Streak \(card.streak)")"#, [RunTimeTextLayout.Part.written("Streak "), .runTime(.number)]),
        ("let card: Card", #"Text(verbatim: "Seen \(card.reviewCount!) times")"#, [.written("Seen "), .runTime(.number), .written(" times")]),
        ("let cards: [Card]", #"ForEach(cards, id: \.self) { card in Text("\(card.streak)") }"#, [.runTime(.number)]),
        ("let card: Card?", #"Text("\(card?.streak ?? 0)")"#, [.runTime(.number)]),
        ("let card: Card", #"Text("\(card.isLearned)")"#, [.runTime(.truthValue)]),
    ])
    func aModelsAttributeIsSampledByItsType(property: String, view: String, shown: [RunTimeTextLayout.Part]) throws {
        let source = "struct Screen: View {\n    \(property)\n    var body: some View { \(view) }\n}\n"
        #expect(try Self.parts(source) == shown)
    }

    /// A string attribute keeps its name's role; an entity whose code the project writes, no
    /// model at all, or a property no entity has, say nothing of the type.
    @Test(arguments: [
        ("let card: Card", #"Text(card.front ?? "")"#, Self.model),
        ("let shelf: Shelf", #"Text("\(shelf.position)")"#, Self.model),
        ("let card: Card", #"Text("\(card.streak)")"#, nil),
        ("let card: Card", #"Text("\(card.shelf!.position)")"#, Self.model),
    ])
    func aValueTheModelDoesNotTypeIsPlainText(property: String, view: String, model: String?) throws {
        let source = "struct Screen: View {\n    \(property)\n    var body: some View { \(view) }\n}\n"
        #expect(try Self.parts(source, model: model) == [.runTime(.text)])
    }

    /// A member the project declares is sampled by its declared type too, not only the view's own.
    @Test func aDeclaredMemberOfAnotherTypeIsSampledByItsType() throws {
        let source = """
            struct Trail { let stages: Int; let slope: Double; let marker: Character; let label: String }
            struct Screen: View {
                let trail: Trail
                var body: some View { Text("\\(trail.stages) stages, \\(trail.slope)%, \\(String(trail.marker)) \\(trail.label)") }
            }
            """
        #expect(try Self.parts(source, model: nil) == [
            .runTime(.number), .written(" stages, "), .runTime(.number), .written("%, "), .runTime(.character), .written(" "), .runTime(.text),
        ])
    }

    /// A `NumberFormatter`'s string of a value is a number, wherever the formatter is declared;
    /// a `DateFormatter`'s is not read so (its format says its length).
    @Test(arguments: [
        ("let moneyStyle: NumberFormatter = { let f = NumberFormatter(); f.numberStyle = .currency; return f }()",
         #"Text(moneyStyle.string(from: NSNumber(value: total))!)"#, TextRole.number),
        ("let moneyStyle: NumberFormatter = .init()", #"Text("Pay \(moneyStyle.string(from: 12) ?? "")")"#, .number),
        ("let dayStyle: DateFormatter = .init()", #"Text(dayStyle.string(from: Date()))"#, .text),
    ])
    func aNumberFormattersStringIsANumber(global: String, view: String, role: TextRole) throws {
        let source = "\(global)\nstruct Screen: View {\n    let total: Double\n    var body: some View { \(view) }\n}\n"
        #expect(try Self.parts(source, model: nil).contains(.runTime(role)))
    }
}
