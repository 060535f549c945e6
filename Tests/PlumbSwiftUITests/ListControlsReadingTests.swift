import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// The controls and containers whose look the system draws, read where renders or Apple's
/// documentation make their layout certain: a menu-style Picker as a list row or in its stacks, a
/// GlassEffectContainer of one view, a ScrollView's content margins. Elsewhere they stay opaque.
@Suite struct ListControlsReadingTests {
    func laidOut(_ source: String) throws -> (reading: SnippetReading, placed: PlacedView) {
        try RealScreenReadingTests().laidOut(source)
    }

    func expectSameLayout(_ source: String, as other: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (reading, placed) = try laidOut(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)", sourceLocation: sourceLocation)
        #expect(placed.withoutOrigins == (try laidOut(other)).placed.withoutOrigins, sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        #"Form { Picker("Sort by", selection: $order) { Text("Date").tag(0); Text("Name").tag(1) } }"#,
        #"List { Section { Picker(selection: $order) { ForEach(orders) { Text($0.name) } } label: { Text("Sort by") } } }"#,
        #"Form { Picker(selection: $order, label: Text("Sort by")) { Text("Date") }.pickerStyle(.menu) }"#,
        // In a stack of the row, as an iOS 26 render shows one above a caption: the list's style reaches it.
        #"""
        Form {
            Section("Feed") {
                VStack(alignment: .leading) {
                    Picker("Sort by", selection: $order) {
                        ForEach(Order.allCases, id: \.self) { Text($0.title).tag($0) }
                    }
                    Text("How the feed is ordered.").font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        """#,
        #"""
        List {
            HStack {
                Picker(selection: $order, label: Text("Sort by")) {
                    Text("Date").tag(0)
                    Text("Name").tag(1)
                }
                .disabled(isLocked)
            }
        }
        """#,
    ])
    func aMenuPickerInAListRowIsItsLabelThenTheSelectionAndChevrons(source: String) throws {
        let (reading, placed) = try laidOut(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        let row = try #require(placed.first(kind: .view("ListRow")))
        let picker = try #require(placed.first(kind: .view("Picker")))
        #expect(!picker.isOpaque)
        let texts = picker.allViews.filter { $0.kind == .view("Text") }
        #expect(texts.map(\.label) == ["Sort by", "selection"])
        // The selection's text ends the chevrons' width before the row's content edge.
        let contentEdge = row.frame.maxX - ListRowLayout.standardInsets.trailing
        #expect(abs(contentEdge - texts[1].frame.maxX - MenuPickerRow.indicatorWidth) <= 1.0 / 3)
        #expect(row.frame.size.height >= ListRowLayout.minimumHeight)
    }

    @Test(arguments: [
        // Outside a list a menu Picker is a button showing the selection: not measured.
        #"VStack { Picker("Sort by", selection: $order) { Text("Date") } }"#,
        #"VStack(alignment: .leading) { Picker("Sort by", selection: $order) { Text("Date") }; Text("Help") }"#,
        #"Form { VStack { Picker("Sort by", selection: $order) { Text("Date") }.pickerStyle(.segmented) } }"#,
        #"Form { HStack { Text("Order"); Picker("Sort by", selection: $order) { Text("Date") } }.pickerStyle(.wheel) }"#,
        #"Form { Picker("Sort by", selection: $order) { Text("Date") }.pickerStyle(.segmented) }"#,
        #"Form { Picker("Sort by", selection: $order) { Text("Date") } }.pickerStyle(.wheel)"#,
        #"Form { Picker("Sort by", selection: $order) { Text("Date") }.labelsHidden() }"#,
    ])
    func aPickerElsewhereOrInAnotherStyleStaysOpaque(source: String) throws {
        let (reading, placed) = try laidOut(source)
        #expect(try #require(placed.first(kind: .view("Picker"))).isOpaque)
        #expect(!reading.issues.isEmpty)
    }

    @Test func aGlassEffectContainerOfOneViewIsThatView() throws {
        try expectSameLayout(
            #"GlassEffectContainer(spacing: 20) { HStack { Text("A"); Text("B") } }"#, as: #"HStack { Text("A"); Text("B") }"#)
        let (reading, placed) = try laidOut(#"GlassEffectContainer { Text("A"); Text("B") }"#)
        #expect(placed.isOpaque && placed.kind == .view("GlassEffectContainer"))
        #expect(reading.issues.map(\.message) == ["GlassEffectContainer: how it places several views is not documented"])
    }

    @Test func aScrollViewsContentMarginsInsetItsContent() throws {
        try expectSameLayout(
            #"ScrollView { Text("A") }.contentMargins(.horizontal, 20, for: .scrollContent)"#,
            as: #"ScrollView { Text("A").padding(.horizontal, 20) }"#)
        try expectSameLayout(#"ScrollView { Text("A") }.contentMargins(24)"#, as: #"ScrollView { Text("A").padding(24) }"#)
        try expectSameLayout(#"ScrollView { Text("A") }.contentMargins(.top, 40, for: .scrollIndicators)"#, as: #"ScrollView { Text("A") }"#)
    }

    @Test(arguments: [
        #"List { Text("A") }.contentMargins(.horizontal, 8, for: .scrollContent)"#,
        #"Form { Text("A") }.contentMargins(16)"#,
        #"ScrollView { Text("A") }.contentMargins(.top, 16, for: .compactLeading)"#,
    ])
    func aListsContentMarginsStayOpaque(source: String) throws {
        let (reading, placed) = try laidOut(source)
        #expect(placed.isOpaque && placed.kind == .modifier("contentMargins"))
        #expect(reading.issues.map(\.message) == ["content margins are modelled on a ScrollView's content and a List's top only"])
    }
}
