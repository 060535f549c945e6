import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// The modifier catalog: one kind per SwiftUI modifier, and the reader and the view graph
/// answering from it.
@Suite struct ModifierCatalogTests {
    private let canvas = LayoutHost(screenSize: Size(width: 200, height: 200), scale: 3)

    @Test(arguments: [
        ("padding", ModifierKind.layout), ("frame", .layout), ("overlay", .layout), ("ignoresSafeArea", .layout),
        ("font", .environment), ("buttonStyle", .environment), ("dynamicTypeSize", .environment),
        ("foregroundStyle", .environment), ("opacity", .drawing), ("clipped", .drawing), ("hidden", .drawing),
        ("onTapGesture", .behaviour), ("accessibilityLabel", .behaviour), ("navigationTitle", .container),
        ("toolbar", .container), ("presentationDetents", .container), ("sheet", .presentation(.sheet)),
        ("inspector", .presentation(.inspector)), ("navigationDestination", .presentation(.navigationDestination)),
        ("actionSheet", .presentation(nil)),
    ])
    func kindsOfRepresentativeModifiers(name: String, kind: ModifierKind) {
        #expect(ModifierCatalog.kind(of: name) == kind)
    }

    @Test func anAppsOwnModifierIsNotInTheCatalog() {
        #expect(ModifierCatalog.kind(of: "cardStyle") == nil)
        #expect(ModifierCatalog.kind(of: "Text") == nil)
    }

    @Test func everyModifierHasOneKind() {
        let kinds = ModifierCatalog.allKinds
        #expect(Set(kinds).count == kinds.count)
        var seen: [String: ModifierKind] = [:]
        for kind in kinds {
            for name in ModifierCatalog.names(of: kind) {
                #expect(seen[name] == nil, "\(name) is both \(seen[name].map { "\($0)" } ?? "") and \(kind)")
                seen[name] = kind
                #expect(ModifierCatalog.kind(of: name) == kind)
            }
        }
    }

    @Test func theViewGraphsPresentationsAreTheCatalogs() {
        // A `NavigationLink` is a view, and a hosting controller UIKit's: neither is a modifier.
        for kind in Presentation.Kind.allCases where !kind.isContainer && kind != .navigationLink && kind != .hosted {
            #expect(ModifierCatalog.names(of: .presentation(kind)) == [kind.rawValue])
            #expect(Presentation.Kind(callee: kind.rawValue) == kind)
        }
        for name in ModifierCatalog.names(of: .presentation(nil)) {
            #expect(Presentation.Kind(callee: name) == nil)
        }
    }

    /// One reading of each layout modifier: a catalog entry the reader does not handle would
    /// be an "unknown modifier".
    private static let layoutExamples: [String: String] = [
        "padding": "Color.red.padding(8)",
        "safeAreaPadding": "Color.red.safeAreaPadding(8)",
        "frame": "Color.red.frame(width: 10, height: 10)",
        "fixedSize": "Text(\"A\").fixedSize()",
        "layoutPriority": "Text(\"A\").layoutPriority(1)",
        "aspectRatio": "Color.red.aspectRatio(2, contentMode: .fit)",
        "scaledToFit": "Color.red.scaledToFit()",
        "scaledToFill": "Color.red.scaledToFill()",
        "offset": "Color.red.offset(x: 4, y: 4)",
        "overlay": "Color.red.overlay { Text(\"A\") }",
        "background": "Text(\"A\").background(Color.blue)",
        "ignoresSafeArea": "Color.red.ignoresSafeArea()",
        "edgesIgnoringSafeArea": "Color.red.edgesIgnoringSafeArea(.all)",
        "safeAreaInset": "Color.red.safeAreaInset(edge: .bottom) { Text(\"A\") }",
        "containerRelativeFrame": "Color.red.containerRelativeFrame(.horizontal)",
        "resizable": "Image(\"photo\").resizable()",
        "alignmentGuide": "Color.red.alignmentGuide(.leading) { d in d[.trailing] }",
    ]

    @Test func theReaderHandlesEveryLayoutModifierOfTheCatalog() throws {
        let modelled = ModifierCatalog.all.filter { $0.kind == .layout && $0.modelling == .modelled }.map(\.name)
        #expect(Set(Self.layoutExamples.keys) == Set(modelled))
        for (name, source) in Self.layoutExamples {
            let reading = try SnippetReader.read(source)
            #expect(!reading.issues.contains { $0.message.contains("unknown modifier") }, "\(name): \(reading.issues)")
            #expect(!reading.root.isOpaque || name == "resizable", "\(name)")
        }
    }

    /// Accessibility modifiers that take views (`accessibilityActions`, `accessibilityRotor`) give
    /// them to assistive technologies, not to the screen: the reader reads on past them.
    @Test func accessibilityContentIsNotShown() throws {
        let bare = LayoutEngine.layout(try SnippetReader.read("Text(\"Inbox\").padding(16)").root, in: canvas)
        let reading = try SnippetReader.read(
            "Text(\"Inbox\").padding(16).accessibilityActions { Button(\"Archive\") { archive() } }.accessibilityHeading(.h1)")
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        #expect(LayoutEngine.layout(reading.root, in: canvas).frame == bare.frame)
    }

    /// Styles set for the views inside leave the layout alone.
    @Test(arguments: ["backgroundStyle(.red)", "listItemTint(.red)"])
    func stylesForTheViewsInsideLeaveTheLayoutAlone(modifier: String) throws {
        let bare = LayoutEngine.layout(try SnippetReader.read("Color.red.frame(width: 50, height: 30)").root, in: canvas)
        let reading = try SnippetReader.read("Color.red.frame(width: 50, height: 30).\(modifier)")
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        #expect(LayoutEngine.layout(reading.root, in: canvas).frame == bare.frame)
    }

    /// Margins and row spacing set lengths the views inside are laid out with, which the engine
    /// does not model: the reader says so rather than read on past them.
    @Test(arguments: [
        "List { Text(\"A\") }.contentMargins(16)", "List { Text(\"A\") }.listRowSpacing(8)",
        "List { Section { Text(\"A\") }; Section(\"B\") { Text(\"B\") } }.listSectionSpacing(8)",
    ])
    func spacingTheReaderDoesNotModelIsOpaque(source: String) throws {
        let reading = try SnippetReader.read(source)
        #expect(reading.root.isOpaque && reading.issues.count == 1, "\(reading.issues)")
    }

    /// Where a modifier takes a style: a colour there is a style, or, for a background, a style
    /// or a view.
    @Test func stylesAreWhereTheCatalogSaysTheyAre() {
        #expect(ModifierCatalog.modifier("foregroundStyle")?.style?.isStyle(label: nil) == true)
        #expect(ModifierCatalog.modifier("border")?.style?.isStyle(label: nil) == true)
        #expect(ModifierCatalog.modifier("border")?.style?.isStyle(label: "width") == false)
        #expect(ModifierCatalog.modifier("shadow")?.style?.isStyle(label: "color") == true)
        #expect(ModifierCatalog.modifier("shadow")?.style?.takesStyle(label: nil) == false)
        #expect(ModifierCatalog.modifier("background")?.style?.isStyle(label: nil) == false)
        #expect(ModifierCatalog.modifier("background")?.style?.takesStyle(label: nil) == true)
        #expect(ModifierCatalog.modifier("padding")?.style == nil)
    }

    /// The modifiers whose content the system hosts with its own hit area build views too.
    @Test func theSystemHostsTheContentOfBarsMenusAlertsAndSwipeActions() {
        let hosted = ModifierCatalog.all.filter { $0.content.contains(.systemHitArea) }.map(\.name)
        #expect(Set(hosted) == [
            "toolbar", "navigationBarItems", "contextMenu", "swipeActions", "alert", "confirmationDialog",
            "searchSuggestions", "tabItem",
        ])
        // `navigationBarItems(leading:trailing:)` takes its views as arguments, not closures.
        #expect(ModifierCatalog.all.filter { $0.content.contains(.systemHitArea) && !$0.content.contains(.views) }.map(\.name) == ["navigationBarItems"])
    }

    @Test func closuresThatBuildViews() {
        #expect(ModifierCatalog.modifier("sheet")?.buildsViews(inClosureLabeled: nil) == true)
        #expect(ModifierCatalog.modifier("sheet")?.buildsViews(inClosureLabeled: "onDismiss") == false)
        #expect(ModifierCatalog.modifier("alert")?.buildsViews(inClosureLabeled: "message") == true)
        #expect(ModifierCatalog.modifier("navigationDestination")?.buildsViews(inClosureLabeled: nil) == true)
        #expect(ModifierCatalog.modifier("onTapGesture")?.buildsViews(inClosureLabeled: nil) == false)
        #expect(ModifierCatalog.modifier("task")?.buildsViews(inClosureLabeled: nil) == false)
        #expect(ModifierCatalog.all.filter { $0.content.contains(.tapAction) }.map(\.name) == ["onTapGesture", "onLongPressGesture"])
    }
}
