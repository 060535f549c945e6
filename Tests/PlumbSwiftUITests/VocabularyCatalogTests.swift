import PlumbLayout
import PlumbSwiftUI
import Testing

/// The catalog of SwiftUI's vocabulary and the reader agree: what the catalog calls neutral the
/// reader reads through, what it calls opaque the reader keeps opaque with the catalog's reason,
/// and only what it calls modelled changes the tree otherwise.
@Suite struct VocabularyCatalogTests {
    private let canvas = LayoutHost(screenSize: Size(width: 200, height: 200), scale: 3)
    private let base = "Color.red.frame(width: 40, height: 30)"

    private func layout(_ source: String) throws -> (placed: PlacedView, issues: [ReaderIssue]) {
        let reading = try SnippetReader.read(source)
        return (LayoutEngine.layout(reading.root, in: canvas).withoutOrigins, reading.issues)
    }

    @Test func noNameIsListedTwice() {
        let modifiers = ModifierCatalog.all.map(\.name)
        #expect(Set(modifiers).count == modifiers.count, "\(Dictionary(grouping: modifiers) { $0 }.filter { $1.count > 1 }.keys)")
        let views = SwiftUIViews.catalog.map(\.name)
        #expect(Set(views).count == views.count, "\(Dictionary(grouping: views) { $0 }.filter { $1.count > 1 }.keys)")
        #expect(Set(modifiers).isDisjoint(with: views))
    }

    @Test func theReaderReadsThroughEveryNeutralModifier() throws {
        let plain = try layout(base).placed
        for modifier in ModifierCatalog.all where modifier.modelling == .neutral {
            let read = try layout("\(base).\(modifier.name)()")
            #expect(read.placed == plain, "\(modifier.name) changed the tree")
            #expect(read.issues.isEmpty, "\(modifier.name): \(read.issues)")
        }
    }

    @Test func theReaderKeepsEveryOpaqueModifierOpaqueWithTheCatalogsReason() throws {
        for modifier in ModifierCatalog.all {
            guard case .opaque(let reason) = modifier.modelling else { continue }
            let read = try layout("\(base).\(modifier.name)()")
            #expect(read.placed.isOpaque && read.placed.opaqueReason == reason, "\(modifier.name): \(read.placed.opaqueReason ?? "modelled")")
            #expect(read.placed.children.first?.kind == .modifier("frame"), "\(modifier.name) keeps its view inside")
        }
    }

    /// One modelled reading of each modifier the catalog calls modelled, but the layout ones
    /// (`ModifierCatalogTests` reads those): each changes the tree or reads a value.
    private static let modelledExamples: [String: String] = [
        "font": "Text(\"A\").font(.title)", "fontWeight": "Text(\"A\").fontWeight(.bold)", "bold": "Text(\"A\").bold()",
        "dynamicTypeSize": "Text(\"A\").dynamicTypeSize(.xxxLarge)", "imageScale": "Image(systemName: \"star\").imageScale(.large)",
        "lineLimit": "Text(\"A\").lineLimit(1)", "labelStyle": "Label(\"A\", systemImage: \"star\").labelStyle(.iconOnly)",
        "buttonStyle": "Button(\"A\") {}.buttonStyle(.bordered)", "textFieldStyle": "TextField(\"A\", text: $a).textFieldStyle(.roundedBorder)",
        "listStyle": "List { Text(\"A\") }.listStyle(.insetGrouped)", "formStyle": "Form { Text(\"A\") }.formStyle(.grouped)",
        "navigationViewStyle": "NavigationView { Text(\"A\") }.navigationViewStyle(.stack)",
        "foregroundStyle": "Circle().foregroundStyle(.red)", "foregroundColor": "Circle().foregroundColor(.red)",
        "fill": "Circle().fill(.red)", "contentShape": "Color.red.contentShape(Rectangle())", "clipShape": "Color.red.clipShape(Circle())", "scaleEffect": "Color.red.scaleEffect(0.5)",
        "hidden": "Text(\"A\").hidden()",
        "fontDesign": "Text(\"A\").fontDesign(.serif)", "fontWidth": "Text(\"A\").fontWidth(.condensed)",
        "textCase": "Text(\"a\").textCase(.uppercase)", "controlSize": "Button(\"A\") {}.buttonStyle(.bordered).controlSize(.mini)",
        "labelsHidden": "Toggle(\"A\", isOn: $on).labelsHidden()", "toggleStyle": "Toggle(\"A\", isOn: $on).toggleStyle(.button)",
        "progressViewStyle": "ProgressView().progressViewStyle(.linear)", "tabViewStyle": "TabView { Text(\"A\") }.tabViewStyle(.page)",
        "pickerStyle": "Form { Picker(\"A\", selection: $a) { Text(\"B\") } }.pickerStyle(.menu)",
        "contentMargins": "ScrollView { Text(\"A\") }.contentMargins(.horizontal, 20, for: .scrollContent)",
        "listSectionSpacing": "List { Section { Text(\"A\") }; Section { Text(\"B\") } }.listSectionSpacing(12)",
        "navigationTitle": "NavigationStack { Text(\"A\").navigationTitle(\"T\") }",
        "navigationBarTitle": "NavigationStack { Text(\"A\").navigationBarTitle(\"T\") }",
        "navigationBarTitleDisplayMode": "NavigationStack { Text(\"A\").navigationBarTitleDisplayMode(.inline) }",
        "toolbarTitleDisplayMode": "NavigationStack { Text(\"A\").toolbarTitleDisplayMode(.inline) }",
        "listRowInsets": "List { Text(\"A\").listRowInsets(EdgeInsets()) }",
        "searchable": "NavigationStack { List { Text(\"A\") }.searchable(text: $query) }",
        "lineSpacing": "Text(\"A\").lineSpacing(4)", "tracking": "Text(\"A\").tracking(1)", "kerning": "Text(\"A\").kerning(1)",
        "monospaced": "Text(\"A\").monospaced()", "monospacedDigit": "Text(\"1\").monospacedDigit()",
        "minimumScaleFactor": "Text(\"A\").minimumScaleFactor(0.5)",
        "menuStyle": "Menu(\"A\") { Text(\"B\") }.menuStyle(.button)", "menuIndicator": "Menu(\"A\") { Text(\"B\") }.menuIndicator(.hidden)",
        "navigationBarHidden": "NavigationStack { Text(\"A\").navigationBarHidden(true) }",
        "toolbar": "NavigationStack { Text(\"A\").toolbar(.hidden, for: .navigationBar) }",
        "toolbarVisibility": "NavigationStack { Text(\"A\").toolbarVisibility(.hidden, for: .navigationBar) }",
    ]

    @Test func everyModifierTheReaderModelsIsClassifiedModelled() throws {
        let modelled = ModifierCatalog.all.filter { $0.modelling == .modelled && $0.kind != .layout }.map(\.name)
        #expect(Set(modelled) == Set(Self.modelledExamples.keys))
        for (name, source) in Self.modelledExamples {
            let reading = try SnippetReader.read(source)
            #expect(!reading.issues.contains { $0.message.contains("unknown modifier") }, "\(name): \(reading.issues)")
        }
    }

    @Test func everyOpaqueViewOfTheCatalogIsOpaqueWithItsReason() throws {
        for (name, modelling) in SwiftUIViews.catalog {
            guard case .opaque(let reason) = modelling else { continue }
            let read = try layout("\(name)()")
            #expect(read.placed.isOpaque && read.placed.opaqueReason == reason, "\(name): \(read.placed.opaqueReason ?? "modelled")")
        }
    }

    @Test func everyModelledViewIsRead() throws {
        for (name, modelling) in SwiftUIViews.catalog where modelling == .modelled {
            // In a stack, as the views only a view builder reads (ForEach, EmptyView) are written.
            let reading = try SnippetReader.read("VStack { \(name)() { Text(\"A\") } }")
            #expect(!reading.issues.contains { $0.message.contains("unknown view") }, "\(name): \(reading.issues)")
        }
    }
}
