import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A view found inside itself is read again when its code ends there (a row of one kind listing
/// rows of another), and is opaque as a recursion when only the run-time data ends it.
@Suite struct ViewInsideItselfTests {
    let phone = LayoutHost(screenSize: Size(width: 390, height: 844), scale: 3)

    func recursions(_ source: String, _ screen: String) throws -> [String] {
        let reader = ScreenReader(sources: [(path: "Screen.swift", source: source)])
        let tree = try reader.tree(of: screen, options: ReadingOptions(host: phone))
        return tree.issues.map(\.message).filter { $0.contains("contains itself") }
    }

    @Test(arguments: [
        // A case whose payload ends with a trailing closure.
        """
        enum Kind { case plain; case picker([String]); case selection(isOn: Bool, action: () -> Void) }
        struct Row: View {
            let title: String
            let kind: Kind
            var body: some View {
                switch kind {
                case .plain: Text(title)
                case .picker(let items): Picker(items: items)
                case .selection(let isOn, let action): Button(action: action) { Text(isOn ? "On" : "Off") }
                }
            }
        }
        struct Picker: View {
            let items: [String]
            var body: some View {
                ForEach(items, id: \\.self) { item in Row(title: item, kind: .selection(isOn: false) { print(item) }) }
            }
        }
        struct Screen: View {
            var body: some View { List { Row(title: "Size", kind: .picker(["S", "M"])) } }
        }
        """,
        // A case given as a constant of the row, its payload labelled.
        """
        enum Kind { case group(String); case leaf(name: String) }
        struct Node: View {
            let kind: Kind
            var body: some View {
                switch kind {
                case .group(let title): VStack { Text(title); Node(kind: .leaf(name: "Inner")) }
                case .leaf(let name): Text(name)
                }
            }
        }
        struct Screen: View {
            var body: some View { ScrollView { Node(kind: .group("Outer")) } }
        }
        """,
    ])
    func aViewWhoseInnerUseEndsIsNoRecursion(_ source: String) throws {
        #expect(try recursions(source, "Screen") == [])
    }

    @Test func aViewOnlyItsDataEndsIsARecursion() throws {
        let source = """
            struct Comment: View {
                let text: String
                let replies: [String]
                var body: some View {
                    VStack { Text(text); ForEach(replies, id: \\.self) { Comment(text: $0, replies: replies) } }
                }
            }
            struct Screen: View {
                var body: some View { ScrollView { Comment(text: "Top", replies: ["A"]) } }
            }
            """
        #expect(try recursions(source, "Screen") == ["view 'Comment' contains itself"])
    }

    @Test(arguments: ["if let axis {", "if let axis = axis {"])
    func anInitializerHandingOnAnUnwrappedValueMakesSwiftUIsView(_ unwrap: String) throws {
        let source = """
            extension TextField where Label == Text {
                init(text: Binding<String>, axis: Axis?, label: () -> Label) {
                    \(unwrap)
                        self.init(text: text, axis: axis, label: label)
                    } else {
                        self.init(text: text, label: label)
                    }
                }
            }
            struct Screen: View {
                @State var name = ""
                var body: some View { Form { TextField(text: $name, axis: .vertical) { Text("Name") } } }
            }
            """
        #expect(try recursions(source, "Screen") == [])
    }
}
