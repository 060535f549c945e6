import PlumbSyntax
import SwiftSyntax
import XCTest

final class CallShapeTests: XCTestCase {
    private let project = ProjectSources(["A.swift": """
        struct V: View, Sendable, Foo.Bar {
            var body: some View {
                Image(systemName: "x").font(.title).padding(8, label: 2)
                GridItem(.flexible())
                ScrollView<Text> { }
                flag ? a : (other ? b : c)
                screen?.bounds
            }
        }
        """])

    private func call(_ prefix: String) -> FunctionCallExprSyntax {
        project.file("A.swift").tree.descendants(FunctionCallExprSyntax.self).first { $0.trimmedDescription.hasPrefix(prefix) && $0.trimmedDescription.count == prefix.count }!
    }

    func testShapes() {
        XCTAssertEqual(CallShape(call("Image(systemName: \"x\")"))?.initializerName, "Image")
        XCTAssertEqual(CallShape(call("Image(systemName: \"x\").font(.title)"))?.modifierName, "font")
        guard case .implicitMember("flexible")? = CallShape(call(".flexible()")) else { return XCTFail("implicit member") }
        XCTAssertEqual(CallShape(call("ScrollView<Text> { }"))?.initializerName, "ScrollView")
        XCTAssertNil(CallShape(call("Image(systemName: \"x\")"))?.modifierName)
    }

    func testChainsAndArguments() {
        let outer = call("Image(systemName: \"x\").font(.title).padding(8, label: 2)")
        XCTAssertEqual(outer.chainModifierNames, ["font", "padding"])
        XCTAssertEqual(CallShape(outer.chainRoot)?.initializerName, "Image")
        XCTAssertEqual(outer.chainRoot.appliedModifiers.compactMap { CallShape($0)?.modifierName }, ["font", "padding"])
        XCTAssertEqual(outer.argument("label")?.expression.trimmedDescription, "2")
        XCTAssertEqual(outer.unlabeledArguments.map(\.expression.trimmedDescription), ["8"])
    }

    func testInheritedNamesValueBranchesAndOptionalChains() throws {
        let tree = project.file("A.swift").tree
        let structure = try XCTUnwrap(tree.descendants(StructDeclSyntax.self).first)
        XCTAssertEqual(structure.inheritanceClause?.typeNames, ["View", "Sendable", "Foo.Bar"])
        let ternary = try XCTUnwrap(tree.descendants(SequenceExprSyntax.self).first { $0.trimmedDescription.hasPrefix("flag") })
        XCTAssertEqual(ExprSyntax(ternary).valueBranches.map(\.trimmedDescription), ["a", "(other ? b : c)"])
        let optional = try XCTUnwrap(tree.descendants(MemberAccessExprSyntax.self).first { $0.trimmedDescription == "screen?.bounds" })
        XCTAssertEqual(optional.base?.unwrappingOptionals.trimmedDescription, "screen")
    }

    func testAncestorsAndAttributes() throws {
        let source = ProjectSources(["B.swift": "struct S { @State private var on = false\n @Binding<Bool> var b: Bool }"])
        let variables = source.file("B.swift").tree.descendants(VariableDeclSyntax.self)
        XCTAssertEqual(variables.map(\.attributeNames), [["State"], ["Binding"]])
        XCTAssertTrue(variables[0].hasAttribute(in: ["State"]))
        XCTAssertEqual(variables[0].ancestor(StructDeclSyntax.self)?.name.text, "S")
    }
}
