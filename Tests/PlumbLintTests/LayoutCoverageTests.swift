import PlumbCore
import PlumbLayout
@testable import PlumbLint
import Testing

/// `plumb layout --coverage`: each screen the layout rules read, with their judgement, and the
/// views not modelled counted by a cause that stays the same however the source writes them.
@Suite struct LayoutCoverageTests {
    private static let sources = [
        "Shop.swift": """
            import SwiftUI
            struct ShopView: View {
                let product: Product
                var body: some View {
                    NavigationStack {
                        VStack(spacing: 16) {
                            AsyncImage(url: product.photo)
                            AsyncImage(url: product.thumbnail)
                            Image("hero")
                            Text("Fixed").frame(width: product.width)
                            Text("Raised").baselineOffset(2)
                        }
                    }
                }
            }
            """,
        "About.swift": """
            import SwiftUI
            struct AboutView: View {
                var body: some View {
                    List { Text("Version 1") }
                }
            }
            """,
    ]

    private static func coverage(only name: String? = nil) throws -> LayoutCoverage {
        let configuration = try ConfigurationLoader(knownRules: RuleRegistry.knownRules).parse("", file: "test.yml", baseDirectory: "/")
        let result = Linter(configuration: configuration, options: LintOptions(jobs: 2, keepsLayoutScreens: true))
            .lint(sources.map { LintInput(path: $0.key, source: $0.value) })
        return LayoutCoverage(try #require(result.layoutScreens), only: name)
    }

    @Test func countsEachScreensViewsNotModelledByCause() throws {
        let coverage = try Self.coverage()
        #expect(coverage.screens.map(\.name) == ["AboutView", "ShopView"], "by file, then line")
        #expect(coverage.screens.map(\.judgement) == [.full, .skipped])
        let shop = coverage.screens[1]
        #expect(shop.position == SourcePosition(file: "Shop.swift", line: 2, column: 1))
        #expect(Dictionary(uniqueKeysWithValues: shop.causes.map { ($0.cause.key, $0.views) }) == [
            "view:AsyncImage": 2, "image:asset": 1, "argument:frame": 1, "modifier:baselineOffset": 1,
        ])
        #expect(coverage.causes.first == LayoutCoverage.CauseTotal(cause: NotModelledCause("view:AsyncImage"), views: 2, screens: 1), "most views first")
        let statistics = coverage.statistics
        #expect([statistics.fullyJudged, statistics.partlyJudged, statistics.skipped] == [1, 0, 1])
    }

    @Test func rowsOfDataCountTheirViewOnce() throws {
        let configuration = try ConfigurationLoader(knownRules: RuleRegistry.knownRules).parse("", file: "test.yml", baseDirectory: "/")
        let source = """
            import SwiftUI
            struct FeedView: View {
                let posts: [Post]
                var body: some View {
                    List { ForEach(posts) { post in AsyncImage(url: post.photo) } }
                }
            }
            """
        let result = Linter(configuration: configuration, options: LintOptions(jobs: 1, keepsLayoutScreens: true))
            .lint([LintInput(path: "Feed.swift", source: source)])
        let coverage = LayoutCoverage(try #require(result.layoutScreens))
        #expect(coverage.causes == [LayoutCoverage.CauseTotal(cause: NotModelledCause("view:AsyncImage"), views: 1, screens: 1)])
    }

    @Test func textIsNotesAtTheSourceThenTheTableOfCauses() throws {
        let text = try Self.coverage().text(listingViews: false)
        #expect(text == """
            About.swift:2:1: note: AboutView: judged fully
            Shop.swift:2:1: note: ShopView: skipped as opaque; not modelled: view:AsyncImage 2, argument:frame 1, image:asset 1, modifier:baselineOffset 1

            not modelled              views  screens
            view:AsyncImage               2        1
            argument:frame                1        1
            image:asset                   1        1
            modifier:baselineOffset       1        1
            total                         5        1
            coverage: 2 screens: 1 judged fully, 0 in part, 1 skipped as opaque
            """)
        let one = try Self.coverage(only: "ShopView").text(listingViews: true)
        #expect(one.contains("Shop.swift:7:17: note: AsyncImage: its size is the loaded image's or its placeholder's, known at run time [view:AsyncImage]"), "\(one)")
        #expect(one.contains("Shop.swift:9:17: note: no asset catalog of the project holds an image 'hero' [image:asset]"), "\(one)")
    }

    @Test func jsonHasScreensCausesAndTotals() throws {
        let json = try Self.coverage().json.rendered
        #expect(json.hasPrefix(#"{"screens": [{"name": "AboutView", "file": "About.swift", "line": 2, "column": 1, "judgement": "full", "causes": [], "notModelled": []}"#), "\(json)")
        #expect(json.contains(#""causes": [{"cause": "view:AsyncImage", "views": 2, "screens": 1}, "#), "\(json)")
        #expect(json.hasSuffix(#""totals": {"screens": 2, "full": 1, "partial": 0, "opaque": 1, "notModelledViews": 5}}"#), "\(json)")
    }

    /// A resizable picture known only at run time is not modelled only on a screen whose layout
    /// asks its picture's size: a list row leaves it its height; a fixed-height row does not.
    @Test func aRunTimePictureCountsOnlyWhereALayoutAsksItsSize() throws {
        let configuration = try ConfigurationLoader(knownRules: RuleRegistry.knownRules).parse("", file: "test.yml", baseDirectory: "/")
        let screen = { (name: String, row: String) in
            """
            import SwiftUI
            import UIKit
            struct \(name): View {
                let photos: [UIImage]
                var body: some View {
                    NavigationStack {
                        List {
                            Text("Recent")
                            ForEach(photos, id: \\.self) { photo in
                                \(row)
                            }
                        }
                    }
                }
            }
            """
        }
        let sources = [
            "Asked.swift": screen("AskedView", #"HStack { Image(uiImage: photo).resizable().frame(width: 40); Text("Photo") }"#),
            "Sized.swift": screen("SizedView", #"HStack { Image(uiImage: photo).resizable().frame(width: 40); Text("Photo") }.frame(height: 40)"#),
        ]
        let result = Linter(configuration: configuration, options: LintOptions(jobs: 1, keepsLayoutScreens: true))
            .lint(sources.map { LintInput(path: $0.key, source: $0.value) })
        let coverage = LayoutCoverage(try #require(result.layoutScreens))
        #expect(coverage.screens.map(\.name) == ["AskedView", "SizedView"])
        #expect(coverage.screens.map(\.judgement) == [.partial, .full])
        #expect(coverage.screens[0].notModelled.map(\.reason) == ["a resizable image takes the size proposed, or its picture's where none is"])
        #expect(coverage.screens[0].notModelled.map(\.cause) == [.assetImage])
        #expect(coverage.screens[1].notModelled.isEmpty)
    }
}
