import PlumbLayout
import PlumbSwiftUI
import Testing

/// A menu-style Picker in a stack of a List or Form row keeps the list's style: it is laid out
/// as a row's Picker (its label, the selection and the chevrons across the stack's width), as an
/// iOS 26 render shows one above a caption in a Form row's `VStack`. Outside a list, or in
/// another style, it stays opaque.
@Suite struct NestedPickerReadingTests {
    func laidOut(_ source: String) throws -> (reading: SnippetReading, placed: PlacedView) {
        try RealScreenReadingTests().laidOut(source)
    }

    @Test(arguments: [
        #"""
        Form {
            Section("Device") {
                VStack(alignment: .leading) {
                    Picker("Role", selection: $role) {
                        ForEach(Role.allCases, id: \.self) { Text($0.title).tag($0) }
                    }
                    Text("What the device does on the mesh.").font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        """#,
        #"""
        List {
            HStack {
                Picker(selection: $units, label: Text("Role")) {
                    Text("Metric").tag(0)
                    Text("Imperial").tag(1)
                }
                .disabled(isLocked)
            }
        }
        """#,
    ])
    func aPickerInARowsStackIsLaidOutAsTheRowsPicker(source: String) throws {
        let (reading, placed) = try laidOut(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        let row = try #require(placed.first(kind: .view("ListRow")))
        let picker = try #require(placed.first(kind: .view("Picker")))
        #expect(!picker.isOpaque)
        let texts = picker.allViews.filter { $0.kind == .view("Text") }
        #expect(texts.first?.label == "Role")
        // The selection's text ends the chevrons' width before the row's content edge.
        let contentEdge = row.frame.maxX - ListRowLayout.standardInsets.trailing
        let selection = try #require(texts.last)
        #expect(abs(contentEdge - selection.frame.maxX - MenuPickerRow.indicatorWidth) <= 1.0 / 3)
    }

    @Test(arguments: [
        #"VStack(alignment: .leading) { Picker("Role", selection: $role) { Text("Client") }; Text("Help") }"#,
        #"Form { VStack { Picker("Role", selection: $role) { Text("Client") }.pickerStyle(.segmented) } }"#,
        #"Form { HStack { Text("Role"); Picker("Role", selection: $role) { Text("Client") } }.pickerStyle(.wheel) }"#,
    ])
    func aPickerInAStackOutsideAListOrInAnotherStyleStaysOpaque(source: String) throws {
        let (reading, placed) = try laidOut(source)
        #expect(try #require(placed.first(kind: .view("Picker"))).isOpaque)
        #expect(!reading.issues.isEmpty)
    }
}
