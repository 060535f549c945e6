import Foundation
import Testing

/// The module graph `docs/ARCHITECTURE.md` draws is the one `Package.swift` declares, and the
/// sources import only what their target declares: a module that starts to lean on another
/// shows up here, not in a review.
@Suite struct ModuleGraphTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theArchitectureDocumentDrawsTheDeclaredGraph() throws {
        let declared = try Self.declaredDependencies()
        let documented = try Self.documentedDependencies()
        #expect(Set(documented.keys) == Set(declared.keys.filter(Self.isSourceModule)), "modules of the graph table")
        for (module, dependencies) in documented {
            #expect(dependencies == declared[module], "\(module): the table says \(dependencies.sorted())")
        }
    }

    @Test func eachModuleImportsOnlyWhatItsTargetDeclares() throws {
        let declared = try Self.declaredDependencies()
        for (module, dependencies) in declared where Self.isSourceModule(module) {
            let imported = try Self.importedModules(of: module)
            let undeclared = imported.subtracting(dependencies).subtracting(Self.systemModules)
            #expect(undeclared.isEmpty, "\(module) imports \(undeclared.sorted()) without declaring it")
            let unused = dependencies.subtracting(imported)
            #expect(unused.isEmpty, "\(module) declares \(unused.sorted()) and imports none of it")
        }
    }

    @Test func theManifestReaderReadsATarget() {
        let manifest = """
            .target(
                name: "A",
                dependencies: ["B", .product(name: "SwiftSyntax", package: "swift-syntax")],
                resources: [.copy("R")]
            ),
            .executableTarget(name: "tool", dependencies: ["A"]),
            .target(name: "C"),
            """
        let targets = Self.dependencies(inManifest: manifest)
        #expect(targets == ["A": ["B", "SwiftSyntax"], "tool": ["A"], "C": []])
    }

    /// Modules that come with the toolchain: any module may import them.
    private static let systemModules: Set<String> = ["Foundation", "Dispatch", "Glibc", "Darwin", "Testing", "XCTest"]

    /// A target whose code is under `Sources/` (not a test, benchmark or plugin).
    private static func isSourceModule(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: repository.appendingPathComponent("Sources/\(name)").path)
    }

    /// Each target of `Package.swift` with the targets and products it depends on.
    private static func declaredDependencies() throws -> [String: Set<String>] {
        let manifest = try String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        return dependencies(inManifest: manifest)
    }

    static func dependencies(inManifest manifest: String) -> [String: Set<String>] {
        var targets: [String: Set<String>] = [:]
        let declaration = /\.(?:target|executableTarget|testTarget)\(\s*name:\s*"([^"]+)"/
        for match in manifest.matches(of: declaration) {
            let rest = manifest[match.range.upperBound...]
            // The target's own arguments end at the next target's declaration.
            let end = rest.firstMatch(of: /\.(?:target|executableTarget|testTarget|plugin)\(/)?.range.lowerBound ?? rest.endIndex
            let arguments = rest[..<end]
            var dependencies: Set<String> = []
            if let list = arguments.firstMatch(of: /dependencies:\s*\[([^\]]*)\]/) {
                // A product's package (`package: "swift-syntax"`) is not a module.
                for name in list.1.matches(of: /(package:\s*)?"([^"]+)"/) where name.1 == nil {
                    dependencies.insert(String(name.2))
                }
            }
            targets[String(match.1)] = dependencies
        }
        return targets
    }

    /// The modules that the graph table of `docs/ARCHITECTURE.md` ("## Module graph") gives each module.
    private static func documentedDependencies() throws -> [String: Set<String>] {
        let document = try String(contentsOf: repository.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let section = try #require(document.firstRange(of: "## Module graph").map { document[$0.upperBound...] })
        var graph: [String: Set<String>] = [:]
        for line in section.split(separator: "\n").drop(while: { !$0.hasPrefix("| `") }).prefix(while: { $0.hasPrefix("|") }) {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, let module = cells[1].firstMatch(of: /`([^`]+)`/)?.1 else { continue }
            graph[String(module)] = Set(cells[2].matches(of: /`([^`]+)`/).map { String($0.1) })
        }
        return graph
    }

    /// Every module the sources of `module` import.
    private static func importedModules(of module: String) throws -> Set<String> {
        let directory = repository.appendingPathComponent("Sources/\(module)")
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var modules: Set<String> = []
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            for match in source.matches(of: /(?m)^(?:@testable )?import ([A-Za-z0-9_]+)/) { modules.insert(String(match.1)) }
        }
        return modules
    }
}
