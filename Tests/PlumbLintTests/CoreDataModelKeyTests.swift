import Foundation
@testable import PlumbLint
import PlumbProject
import Testing

/// The run's cache key, and so a warm project's model, cover the Core Data models the layout
/// reader reads: an edited attribute or a switched current version re-lints.
struct CoreDataModelKeyTests {
    private static func contents(_ type: String) -> String {
        #"<model><entity name="Deck" representedClassName="Deck" codeGenerationType="class"><attribute name="size" attributeType="\#(type)"/></entity></model>"#
    }

    private static func currentVersion(_ name: String) -> String {
        #"<?xml version="1.0"?><plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>\#(name)</string></dict></plist>"#
    }

    @Test func anEditedModelOrAnotherCurrentVersionChangesTheRunsKey() throws {
        let model = "Deck.xcdatamodeld"
        let project = try TemporaryProject(
            ["\(model)/.xccurrentversion": Self.currentVersion("Deck.xcdatamodel"),
             "\(model)/Deck.xcdatamodel/contents": Self.contents("String"),
             "\(model)/Deck 2.xcdatamodel/contents": Self.contents("Integer 16")],
            prefix: "plumb-model-key")
        defer { project.remove() }
        let settings = { SettingsFiles(roots: [project.root.path]) }
        let key = { CacheKey.run(configurationFile: nil, settings: settings(), currentDirectory: project.root.path) }
        let before = key()
        #expect(key() == before)
        #expect(CoreDataModels(files: settings().dataModelFiles).propertyType("size", ofClass: "Deck")?.name == "String")
        try Data(Self.contents("Integer 32").utf8).write(to: project.root.appendingPathComponent("\(model)/Deck.xcdatamodel/contents"))
        let edited = key()
        #expect(edited != before)
        try Data(Self.currentVersion("Deck 2.xcdatamodel").utf8).write(to: project.root.appendingPathComponent("\(model)/.xccurrentversion"))
        #expect(key() != edited)
        #expect(CoreDataModels(files: settings().dataModelFiles).propertyType("size", ofClass: "Deck")?.name == "Int16")
    }
}
