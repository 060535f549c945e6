import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A view shown only at some text sizes, where the view compares its `@Environment` text size
/// with a named size — in place, in a computed property or in a method of the view that
/// returns the comparison — is shown exactly at the host's sizes the comparison holds for.
@Suite struct TextSizeConditionTests {
    static func host(_ textSize: DynamicTypeSize) -> LayoutHost {
        LayoutHost(screenSize: Size(width: 300, height: 600), dynamicTypeSize: textSize)
    }

    /// The texts `condition` shows (`Heading` only where it holds) at `textSize`.
    static func texts(_ condition: String, at textSize: DynamicTypeSize) throws -> [String] {
        let source = """
            struct Dashboard: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                @Environment(\\.sizeCategory) var sizeCategory
                func roomForHeading() -> Bool {
                    dynamicTypeSize < DynamicTypeSize.accessibility3
                }
                private var isCrowded: Bool { dynamicTypeSize >= .xxxLarge }
                var body: some View {
                    VStack {
                        if \(condition) {
                            Text("Heading")
                        }
                        Text("Always")
                    }
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Dashboard", on: host(textSize))
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.hostQuestions.contains(.textSize), "the text size settles '\(condition)'")
        #expect(!tree.assumptions.contains { $0.message.contains("run time") }, "\(tree.assumptions)")
        return placed.allViews.filter { $0.kind == .view("Text") }.compactMap(\.label)
    }

    @Test(arguments: [
        // The view's own method, its property, the comparison in place, either side of it.
        ("roomForHeading()", DynamicTypeSize.accessibility2, true),
        ("roomForHeading()", .accessibility3, false),
        ("self.roomForHeading()", .accessibility5, false),
        ("!roomForHeading()", .accessibility5, true),
        ("isCrowded", .xxLarge, false),
        ("isCrowded", .xxxLarge, true),
        ("dynamicTypeSize <= .large", .large, true),
        ("dynamicTypeSize <= .large", .xLarge, false),
        (".accessibility1 > dynamicTypeSize", .xxxLarge, true),
        (".accessibility1 > dynamicTypeSize", .accessibility1, false),
        ("dynamicTypeSize == .xSmall || isCrowded", .medium, false),
        // `ContentSizeCategory`'s names, and its own accessibility test.
        ("sizeCategory >= .extraExtraLarge", .xxLarge, true),
        ("sizeCategory >= .extraExtraLarge", .xLarge, false),
        ("sizeCategory < ContentSizeCategory.accessibilityMedium", .accessibility1, false),
        ("sizeCategory.isAccessibilityCategory", .accessibility2, true),
        ("sizeCategory.isAccessibilityCategory", .xxxLarge, false),
    ])
    func aComparisonWithTheTextSizeIsTheHosts(condition: String, textSize: DynamicTypeSize, shown: Bool) throws {
        let texts = try Self.texts(condition, at: textSize)
        #expect(texts == (shown ? ["Heading", "Always"] : ["Always"]), "\(condition) at \(textSize)")
    }

    /// A size the view is given, or a name of no text size, is not the host's: the condition stays open.
    @Test(arguments: [
        "chosen < .accessibility3",
        "dynamicTypeSize < .huge",
        "dynamicTypeSize < Sizes.accessibility3",
        "isChosenLarge()",
    ])
    func anotherSizeStaysOpen(condition: String) throws {
        let source = """
            struct Dashboard: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                var chosen: DynamicTypeSize
                func isChosenLarge() -> Bool { chosen >= .accessibility1 }
                var body: some View {
                    VStack {
                        if \(condition) {
                            Text("Heading")
                        }
                    }
                }
            }
            """
        let (tree, _) = try AppScreenLayout.layout(source, "Dashboard", on: Self.host(.accessibility5))
        #expect(tree.assumptions.contains { $0.message.contains("run time") }, "\(tree.assumptions)")
    }
}
