import Foundation
import PlumbProject
import Testing

/// The classes Xcode generates from a Core Data model, with their properties' Swift types, read
/// from small models written for each test.
struct CoreDataModelsTests {
    /// A version's `contents` holding `entities`.
    static func contents(_ entities: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            \(entities)
            </model>
            """.utf8)
    }

    /// An `.xccurrentversion` naming `version`.
    static func currentVersion(_ version: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>_XCCurrentVersionName</key>
                <string>\(version)</string>
            </dict>
            </plist>
            """.utf8)
    }

    func models(_ files: [String: Data]) throws -> (CoreDataModels, FixtureFiles) {
        let fixture = try FixtureFiles(files)
        return (CoreDataModels(files: SettingsFiles(roots: [fixture.root.path]).dataModelFiles), fixture)
    }

    static let garden = """
        <entity name="Plant" representedClassName="Plant" syncable="YES" codeGenerationType="class">
            <attribute name="waterings" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="seedCount" attributeType="Integer 64" defaultValueString="0"/>
            <attribute name="heightInCm" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
            <attribute name="isPotted" attributeType="Boolean" usesScalarValueType="YES"/>
            <attribute name="price" optional="YES" attributeType="Decimal"/>
            <attribute name="nickname" optional="YES" attributeType="String"/>
            <attribute name="plantedOn" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <attribute name="tags" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="[String]"/>
            <relationship name="bed" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Bed" inverseName="plants" inverseEntity="Bed"/>
            <relationship name="photos" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Photo"/>
            <relationship name="steps" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="Photo"/>
        </entity>
        <entity name="Bed" representedClassName=".GardenBed" syncable="YES" codeGenerationType="category">
            <attribute name="row" attributeType="Integer 32" usesScalarValueType="YES"/>
            <relationship name="plants" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Plant" inverseName="bed" inverseEntity="Plant"/>
        </entity>
        <entity name="Photo" representedClassName="Photo" syncable="YES">
            <attribute name="caption" optional="YES" attributeType="String"/>
        </entity>
        """

    @Test func aGeneratedClassHasTheTypesXcodeGivesItsAttributes() throws {
        let (models, fixture) = try models([
            "App/Garden.xcdatamodeld/Garden.xcdatamodel/contents": Self.contents(Self.garden)
        ])
        defer { fixture.remove() }
        let expected: [(String, String, Bool)] = [
            ("waterings", "Int16", false), ("seedCount", "Int64", false), ("heightInCm", "NSNumber", true),
            ("isPotted", "Bool", false), ("price", "NSDecimalNumber", true), ("nickname", "String", true),
            ("plantedOn", "Date", true), ("tags", "[String]", true), ("bed", "GardenBed", true),
            ("photos", "NSSet", true), ("steps", "NSOrderedSet", true),
        ]
        for (name, type, isOptional) in expected {
            #expect(models.propertyType(name, ofClass: "Plant") == .init(name: type, isOptional: isOptional), "\(name)")
        }
        #expect(models.propertyType("row", ofClass: "GardenBed") == .init(name: "Int32", isOptional: false), "a category's class, its module dropped")
        #expect(models.classes["Photo"] == nil, "an entity whose code the project writes is read from that code")
        #expect(models.propertyType("waterings", ofClass: "Bed") == nil, "a class is named by its class, not its entity")
        #expect(models.problems.isEmpty)
    }

    @Test func aSubEntitysClassInheritsItsParentsProperties() throws {
        let (models, fixture) = try models([
            "Notes.xcdatamodeld/Notes.xcdatamodel/contents": Self.contents("""
                <entity name="Entry" representedClassName="Entry" isAbstract="YES" codeGenerationType="class">
                    <attribute name="wordCount" attributeType="Integer 32" usesScalarValueType="YES"/>
                </entity>
                <entity name="Memo" representedClassName="Memo" parentEntity="Entry" codeGenerationType="class">
                    <attribute name="pinned" attributeType="Boolean" usesScalarValueType="YES"/>
                </entity>
                """)
        ])
        defer { fixture.remove() }
        #expect(models.propertyType("wordCount", ofClass: "Memo")?.name == "Int32")
        #expect(models.propertyType("pinned", ofClass: "Memo")?.name == "Bool")
        #expect(models.propertyType("pinned", ofClass: "Entry") == nil)
    }

    /// The model is read at the version `.xccurrentversion` names; without one, the last version
    /// in numeric order.
    @Test func theCurrentVersionIsRead() throws {
        let first = Self.contents(#"<entity name="Deck" representedClassName="Deck" codeGenerationType="class"><attribute name="size" attributeType="String"/></entity>"#)
        let second = Self.contents(#"<entity name="Deck" representedClassName="Deck" codeGenerationType="class"><attribute name="size" attributeType="Integer 32"/></entity>"#)
        for (current, type) in [("Cards 9.xcdatamodel", "String"), ("Cards 10.xcdatamodel", "Int32")] {
            let (models, fixture) = try models([
                "Cards.xcdatamodeld/.xccurrentversion": Self.currentVersion(current),
                "Cards.xcdatamodeld/Cards 9.xcdatamodel/contents": first,
                "Cards.xcdatamodeld/Cards 10.xcdatamodel/contents": second,
            ])
            defer { fixture.remove() }
            #expect(models.propertyType("size", ofClass: "Deck")?.name == type, "\(current)")
        }
        let (unmarked, fixture) = try models([
            "Cards.xcdatamodeld/Cards 9.xcdatamodel/contents": first,
            "Cards.xcdatamodeld/Cards 10.xcdatamodel/contents": second,
        ])
        defer { fixture.remove() }
        #expect(unmarked.propertyType("size", ofClass: "Deck")?.name == "Int32", "Cards 10 comes after Cards 9")
    }

    /// What cannot be read is a note naming the file, the line and the key; the rest is read.
    @Test func aMalformedModelIsANoteNotAFailure() throws {
        let (models, fixture) = try models([
            "Broken.xcdatamodeld/Broken.xcdatamodel/contents": Data("not a model at all".utf8),
            "Partial.xcdatamodeld/Partial.xcdatamodel/contents": Self.contents("""
                <entity name="Trip" representedClassName="Trip" codeGenerationType="class">
                    <attribute name="legs"/>
                    <attribute name="miles" attributeType="Integer 32" usesScalarValueType="YES"/>
                    <attribute name="route" attributeType="Composite"/>
                </entity>
                """),
            "Lost.xcdatamodeld/.xccurrentversion": Self.currentVersion("Lost 2.xcdatamodel"),
            "Lost.xcdatamodeld/Lost.xcdatamodel/contents": Self.contents(#"<entity name="Pin" representedClassName="Pin" codeGenerationType="class"/>"#),
        ])
        defer { fixture.remove() }
        #expect(models.propertyType("miles", ofClass: "Trip")?.name == "Int32")
        #expect(models.propertyType("legs", ofClass: "Trip") == nil)
        #expect(models.classes["Pin"] == nil, "a current version that is missing is not guessed")
        let problems = models.problems.joined(separator: "\n")
        #expect(problems.contains("Broken.xcdatamodel/contents:1: model:"), "\(problems)")
        #expect(problems.contains("Partial.xcdatamodel/contents:4: attributeType: missing for legs"), "\(problems)")
        #expect(problems.contains("Partial.xcdatamodel/contents:6: attributeType: Composite for route"), "\(problems)")
        #expect(problems.contains("Lost.xcdatamodeld/.xccurrentversion: _XCCurrentVersionName: names Lost 2.xcdatamodel"), "\(problems)")
    }

    @Test func onlyAModelsFilesAreModelFiles() {
        #expect(CoreDataModels.isModelFile("/a/App.xcdatamodeld/App 2.xcdatamodel/contents"))
        #expect(CoreDataModels.isModelFile("/a/App.xcdatamodeld/.xccurrentversion"))
        #expect(!CoreDataModels.isModelFile("/a/Docs/contents"))
        #expect(!CoreDataModels.isModelFile("/a/App.xcdatamodeld/App.xcdatamodel/layout"))
    }
}
