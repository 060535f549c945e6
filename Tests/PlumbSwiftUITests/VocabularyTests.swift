import PlumbLayout
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax
import Testing

/// The SwiftUI vocabulary both the lint rules and the screen reader use.
@Suite struct VocabularyTests {
    /// The first expression of `source` (`let x = EXPRESSION`).
    private func expression(_ source: String) -> ExprSyntax {
        let file = SourceFile(path: "Vocabulary.swift", displayPath: "Vocabulary.swift", bytes: Array("let x = \(source)".utf8))
        let binding = file.tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first
        return binding!.initializer!.value
    }

    private func call(_ source: String) -> FunctionCallExprSyntax {
        expression(source).as(FunctionCallExprSyntax.self)!
    }

    @Test func textStyleNearestAPointSize() {
        #expect(TextStyle.nearest(toPointSize: 17) == .body)
        #expect(TextStyle.nearest(toPointSize: 14) == .subheadline)
        #expect(TextStyle.nearest(toPointSize: 60) == .largeTitle)
        #expect(TextStyle.nearest(toPointSize: 9) == .caption2)
        #expect(TextStyle.title3.defaultPointSize == 20)
    }

    @Test func theFontTypeAsNamed() {
        #expect(FontType.isNamed(by: expression("Font")))
        #expect(FontType.isNamed(by: expression("SwiftUI.Font")))
        #expect(!FontType.isNamed(by: expression("AppFont")))
        #expect(!FontType.isNamed(by: expression("UIFont")))
    }

    @Test func edgeSetsAsWritten() {
        #expect(Edge.Set(expression(".horizontal")) == .horizontal)
        #expect(Edge.Set(expression("Edge.Set.top")) == .top)
        #expect(Edge.Set(expression("[.top, .leading]")) == [.top, .leading])
        #expect(Edge.Set(expression("[]")) == [])
        #expect(Edge.Set(expression("edges")) == nil)
        #expect(Edge.Set(expression("[.top, edge]")) == nil)
    }

    @Test func gridItemSizeKinds() {
        #expect(GridItemSyntax(expression("GridItem()"))?.sizeKind == .flexible)
        #expect(GridItemSyntax(expression("GridItem(spacing: 8)"))?.sizeKind == .flexible)
        #expect(GridItemSyntax(expression("GridItem(.fixed(80), spacing: 8)"))?.sizeKind == .fixed)
        #expect(GridItemSyntax(expression(".init(.adaptive(minimum: 120))"))?.sizeKind == .adaptive)
        #expect(GridItemSyntax(expression("GridItem(GridItem.Size.fixed(40))"))?.sizeKind == .fixed)
        #expect(GridItemSyntax(expression("GridItem(size)"))?.sizeKind == nil)
        #expect(GridItemSyntax(expression("Item(.fixed(80))")) == nil)
    }

    @Test func gridItemsOfAColumnsArgument() {
        #expect(GridItemSyntax.items(in: expression("[GridItem(), GridItem(.fixed(60))]"))?.map(\.sizeKind) == [.flexible, .fixed])
        #expect(GridItemSyntax.items(in: expression("Array(repeating: GridItem(.flexible()), count: 3)"))?.count == 3)
        #expect(GridItemSyntax.items(in: expression("Array(repeating: GridItem(.flexible()), count: columns)")) == nil)
        #expect(GridItemSyntax.items(in: expression("[GridItem(), column]")) == nil)
    }

    @Test func controlLabels() {
        let label = { (source: String) in ControlLabel.closure(of: self.call(source))?.statements.trimmedDescription }
        #expect(label("Button(action: save) { Text(\"Save\") }") == "Text(\"Save\")")
        #expect(label("Button { save() } label: { Image(systemName: \"plus\") }") == "Image(systemName: \"plus\")")
        #expect(label("Button { save() }") == nil)
        #expect(label("Button(\"Save\") { save() }") == nil)
        #expect(label("Menu { Button(\"A\") {} } label: { Text(\"More\") }") == "Text(\"More\")")
        #expect(label("Menu(\"More\") { Button(\"A\") {} }") == nil)
        #expect(label("Picker(selection: $choice) { Text(\"A\") }") == nil)
        #expect(label("Toggle(isOn: $on) { Text(\"Wi-Fi\") }") == "Text(\"Wi-Fi\")")
        #expect(label("NavigationLink(\"Detail\") { Detail() }") == nil)
        #expect(label("NavigationLink(destination: Detail()) { Text(\"Go\") }") == "Text(\"Go\")")
        #expect(ControlLabel.title(of: call("Button(\"Save\") { save() }"))?.trimmedDescription == "\"Save\"")
    }

    @Test func paletteNamesThroughUIKit() {
        #expect(SystemColorNames.paletteName("blue", throughUIKit: false) == "blue")
        #expect(SystemColorNames.paletteName("systemBlue", throughUIKit: true) == "blue")
        #expect(SystemColorNames.paletteName("systemGray4", throughUIKit: true) == "gray")
        #expect(SystemColorNames.paletteName("lightGray", throughUIKit: true) == "lightGray")
        #expect(SystemColorNames.paletteName("lightGray", throughUIKit: false) == nil)
        #expect(SystemColorNames.paletteName("brandGold", throughUIKit: true) == nil)
        #expect(!SystemColorNames.palette.contains("clear") && SystemColorNames.styles.contains("clear"))
    }
}
