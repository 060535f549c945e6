import PlumbSyntax
import SwiftSyntax
import XCTest

final class ScopeLookupTests: XCTestCase {
    private let project = ProjectSources(["A.swift": """
        struct Outer {
            struct Inner {
                func f(parameter: Int) {
                    let constant = 8
                    var variable = 2
                    if let optional { use(constant, variable, parameter, optional, later) }
                    let later = 4
                    for item in items { use(item) }
                }
            }
        }
        extension Outer.Inner { func g() { use(constant) } }
        """])

    private func reference(_ name: String, occurrence: Int = 0) -> Syntax {
        let matches = project.file("A.swift").tree.descendants(DeclReferenceExprSyntax.self).filter { $0.baseName.text == name }
        return Syntax(matches[occurrence])
    }

    func testALocalConstantBeforeTheUseIsFoundWithItsValue() {
        guard case .local(let token, let value) = ScopeLookup.find("constant", from: reference("constant")) else {
            return XCTFail("expected a local constant")
        }
        XCTAssertEqual(token.text, "constant")
        XCTAssertEqual(value.trimmedDescription, "8")
    }

    func testVariablesParametersAndBindingsShadow() {
        for name in ["variable", "parameter", "optional", "item"] {
            guard case .shadowed = ScopeLookup.find(name, from: reference(name)) else {
                return XCTFail("\(name) should shadow outer names")
            }
        }
    }

    func testAConstantDeclaredAfterTheUseOrInAnotherBodyIsNotFound() {
        guard case .notFound = ScopeLookup.find("later", from: reference("later")) else { return XCTFail("declared after its use") }
        guard case .notFound = ScopeLookup.find("constant", from: reference("constant", occurrence: 1)) else {
            return XCTFail("a local of another function")
        }
    }

    func testEnclosingTypesInnermostFirstAndExtensionsStartANewPath() {
        XCTAssertEqual(ScopeLookup.enclosingTypes(of: reference("constant")), ["Outer.Inner", "Outer"])
        XCTAssertEqual(ScopeLookup.enclosingTypes(of: reference("constant", occurrence: 1)), ["Outer.Inner"])
    }
}
