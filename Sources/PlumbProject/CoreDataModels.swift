import Foundation

/// The classes Xcode generates from the project's Core Data models (`*.xcdatamodeld`) and the
/// Swift type of each of their properties, for entities whose code Xcode generates
/// (`codeGenerationType="class"` or `"category"`): no Swift file declares those properties, so
/// only the model says that `level.daysToRecommend` is an `Int32`. An entity whose code the
/// project writes itself (`Manual/None`) is read from that code, not from here.
///
/// Each model is read at its current version (`.xccurrentversion`, else its only or last
/// `.xcdatamodel`), from that version's `contents` XML. Types are those of Xcode's Swift code
/// generation, by the attribute types of Apple's `NSAttributeType` table
/// (developer.apple.com/documentation/coredata/nsattributetype): an integer, a `Double`, a
/// `Float` or a `Boolean` is its scalar (`Int16`, `Int32`, `Int64`, `Double`, `Float`, `Bool`)
/// unless the attribute says `usesScalarValueType="NO"` (scalar is the default), then an
/// optional `NSNumber`; `Decimal` is an optional `NSDecimalNumber`; `String`, `Date`, `Binary`,
/// `UUID` and `URI` an optional `String`, `Date`, `Data`, `UUID`, `URL`; `Transformable` its
/// custom class; a to-one relationship its destination's class, a to-many one an `NSSet`
/// (`NSOrderedSet` when ordered), both optional. A model that cannot be read adds what it can
/// and names the rest in `problems` (file, line, key): a note, never a failure.
public struct CoreDataModels: Sendable, Equatable, Codable {
    /// The Swift type Xcode gives a generated property.
    public struct PropertyType: Sendable, Equatable, Codable {
        /// As Swift spells it, without `?`: `Int16`, `String`, `NSSet`, `Level`.
        public var name: String
        public var isOptional: Bool

        public init(name: String, isOptional: Bool) {
            self.name = name
            self.isOptional = isOptional
        }
    }

    /// Each generated class's properties by name, by the class's name.
    public private(set) var classes: [String: [String: PropertyType]] = [:]
    public private(set) var problems: [String] = []

    public init() {}

    /// Whether a file at `path` is one a model is read from: a version's `contents`, or the
    /// model's `.xccurrentversion`.
    public static func isModelFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        let folder = (path as NSString).deletingLastPathComponent
        if name == ".xccurrentversion" { return folder.hasSuffix(".xcdatamodeld") }
        return name == "contents" && folder.hasSuffix(".xcdatamodel") && (folder as NSString).deletingLastPathComponent.hasSuffix(".xcdatamodeld")
    }

    /// Reads the models whose files (`isModelFile`) are `files`.
    public init(files: [SettingsFiles.File]) {
        var byModel: [String: [SettingsFiles.File]] = [:]
        for file in files {
            var model = (file.path as NSString).deletingLastPathComponent
            if !model.hasSuffix(".xcdatamodeld") { model = (model as NSString).deletingLastPathComponent }
            byModel[model, default: []].append(file)
        }
        var conflicts: Set<String> = []
        for model in byModel.keys.sorted() {
            guard let contents = Self.currentContents(of: byModel[model]!, problems: &problems) else { continue }
            let version = CoreDataModelVersion(file: contents)
            problems += version.problems
            for (className, properties) in version.classes {
                for (name, type) in properties {
                    let key = "\(className).\(name)"
                    if let other = classes[className]?[name], other != type { conflicts.insert(key) }
                    if !conflicts.contains(key) { classes[className, default: [:]][name] = type }
                }
            }
        }
        // Two models giving one class's property different types: which one a file sees is the
        // target's, which Plumb does not tie to models; neither is read.
        for key in conflicts {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            classes[parts[0]]?[parts[1]] = nil
        }
    }

    /// The type Xcode gives the property `name` of the generated class `className`.
    public func propertyType(_ name: String, ofClass className: String) -> PropertyType? {
        classes[className]?[name]
    }

    /// The `contents` of the model's current version: the one `.xccurrentversion` names, else the
    /// only version, else the last in numeric order of its name (`Model 10` after `Model 9`).
    private static func currentContents(of files: [SettingsFiles.File], problems: inout [String]) -> SettingsFiles.File? {
        let versions = files.filter { ($0.path as NSString).lastPathComponent == "contents" }
        func versionName(_ file: SettingsFiles.File) -> String {
            ((file.path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        }
        if let pointer = files.first(where: { ($0.path as NSString).lastPathComponent == ".xccurrentversion" }) {
            let plist = FileManager.default.contents(atPath: pointer.path)
                .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) } as? [String: Any]
            if let current = plist?["_XCCurrentVersionName"] as? String {
                if let named = versions.first(where: { versionName($0) == current }) { return named }
                problems.append("\(pointer.displayPath): _XCCurrentVersionName: names \(current), which has no contents; the model is not read")
                return nil
            }
            problems.append("\(pointer.displayPath): _XCCurrentVersionName: missing or not a string; the last version is read")
        }
        return versions.max { versionName($0).compare(versionName($1), options: .numeric) == .orderedAscending }
    }
}

/// One version's `contents`: its entities whose classes Xcode generates, with their attributes
/// and relationships as Swift types (`CoreDataModels`). Every tag of the format is one XML
/// element with its attributes on one line, which a tag scanner reads without an XML parser.
struct CoreDataModelVersion {
    private(set) var classes: [String: [String: CoreDataModels.PropertyType]] = [:]
    var problems: [String] = []

    /// One XML tag of the file: its element's name, attributes and line.
    private struct Tag {
        var element: String
        var attributes: [String: String]
        var line: Int
        var isClosing: Bool
        /// `<entity … />`: opened and closed at once.
        var isEmpty: Bool
    }

    /// An entity as the model declares it: what its class is generated with.
    private struct Entity {
        var name: String
        var className: String?
        var parent: String?
        var isGenerated: Bool
        var properties: [String: CoreDataModels.PropertyType] = [:]
    }

    init(file: SettingsFiles.File) {
        guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8),
            text.contains("<model")
        else {
            problems.append("\(file.displayPath):1: model: not a Core Data model's XML; not read")
            return
        }
        var entities: [Entity] = []
        var current: Entity?
        for tag in Self.tags(in: text) {
            switch (tag.element, tag.isClosing) {
            case ("entity", false):
                guard let name = tag.attributes["name"] else {
                    problems.append("\(file.displayPath):\(tag.line): entity: no name; not read")
                    continue
                }
                let generation = tag.attributes["codeGenerationType"]
                let entity = Entity(
                    name: name, className: tag.attributes["representedClassName"].map(Self.unqualified), parent: tag.attributes["parentEntity"],
                    isGenerated: generation == "class" || generation == "category")
                if tag.isEmpty { entities.append(entity) } else { current = entity }
            case ("entity", true):
                if let current { entities.append(current) }
                current = nil
            case ("attribute", false), ("relationship", false):
                guard current != nil else { continue }
                guard let name = tag.attributes["name"] else {
                    problems.append("\(file.displayPath):\(tag.line): \(tag.element): no name; not read")
                    continue
                }
                let type = tag.element == "attribute" ? Self.attributeType(tag.attributes) : Self.relationshipType(tag.attributes)
                guard let type else {
                    let key = tag.element == "attribute" ? "attributeType" : "destinationEntity"
                    problems.append("\(file.displayPath):\(tag.line): \(key): \(tag.attributes[key] ?? "missing") for \(name) is not read")
                    continue
                }
                current?.properties[name] = type
            default: continue
            }
        }
        if let current { problems.append("\(file.displayPath): entity: \(current.name) is not closed; not read") }
        let byName = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for entity in entities where entity.isGenerated {
            guard let className = entity.className else { continue }
            // A sub-entity's class inherits its parent's properties.
            var properties = entity.properties
            var parent = entity.parent.flatMap { byName[$0] }
            var seen: Set<String> = [entity.name]
            while let ancestor = parent, seen.insert(ancestor.name).inserted {
                properties.merge(ancestor.properties) { own, _ in own }
                parent = ancestor.parent.flatMap { byName[$0] }
            }
            // A relationship's destination is named by entity; its class is that entity's.
            for (name, type) in properties where type.name.hasPrefix(Self.entityMark) {
                let destination = byName[String(type.name.dropFirst(Self.entityMark.count))]
                if let destinationClass = destination?.className {
                    properties[name]?.name = destinationClass
                } else {
                    properties[name] = nil
                }
            }
            classes[className] = properties
        }
    }

    /// Marks a to-one relationship's type until its destination entity's class is known.
    private static let entityMark = "entity:"

    /// A class name without its module (`.Level`, `MyApp.Level` are `Level`).
    private static func unqualified(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The Swift type of an attribute, by Apple's table (see `CoreDataModels`).
    private static func attributeType(_ attributes: [String: String]) -> CoreDataModels.PropertyType? {
        guard let type = attributes["attributeType"] else { return nil }
        let scalar = attributes["usesScalarValueType"] != "NO"
        let scalars = ["Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64", "Double": "Double", "Float": "Float", "Boolean": "Bool"]
        if let name = scalars[type] {
            return scalar ? .init(name: name, isOptional: false) : .init(name: "NSNumber", isOptional: true)
        }
        let objects = ["Decimal": "NSDecimalNumber", "String": "String", "Date": "Date", "Binary": "Data", "UUID": "UUID", "URI": "URL"]
        if let name = objects[type] { return .init(name: name, isOptional: true) }
        if type == "Transformable" {
            return .init(name: attributes["customClassName"].map(unqualified) ?? "NSObject", isOptional: true)
        }
        return nil
    }

    /// A relationship's Swift type: a set for to-many, else its destination (`entityMark`).
    private static func relationshipType(_ attributes: [String: String]) -> CoreDataModels.PropertyType? {
        if attributes["toMany"] == "YES" { return .init(name: attributes["ordered"] == "YES" ? "NSOrderedSet" : "NSSet", isOptional: true) }
        return attributes["destinationEntity"].map { .init(name: entityMark + $0, isOptional: true) }
    }

    /// The tags of `text` in order, with their lines; comments and declarations are skipped.
    private static func tags(in text: String) -> [Tag] {
        var tags: [Tag] = []
        var line = 1
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            line += rest[..<open].count(where: { $0 == "\n" })
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let body = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if body.hasPrefix("?") || body.hasPrefix("!") {
                line += body.count(where: { $0 == "\n" })
                continue
            }
            let isClosing = body.hasPrefix("/")
            let content = isClosing ? body.dropFirst() : body
            let element = String(content.prefix { !$0.isWhitespace && $0 != "/" })
            tags.append(Tag(
                element: element, attributes: Self.attributes(of: content.dropFirst(element.count)), line: line, isClosing: isClosing,
                isEmpty: body.hasSuffix("/")))
            line += body.count(where: { $0 == "\n" })
        }
        return tags
    }

    /// A tag's `name="value"` pairs, XML's five entities unescaped.
    private static func attributes(of text: Substring) -> [String: String] {
        var attributes: [String: String] = [:]
        var rest = text
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            let afterEquals = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
            let value = afterEquals.dropFirst()
            guard let end = value.firstIndex(of: quote) else { break }
            attributes[name] = String(value[..<end])
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
            rest = value[value.index(after: end)...]
        }
        return attributes
    }
}
