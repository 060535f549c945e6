import PlumbSyntax
import SwiftSyntax
import Testing

/// `ScopeLookup.parameterType`: the type written for the parameter a name means where it is
/// used, by the same shadowing rules as `ScopeLookup.find`.
struct ParameterTypeLookupTests {
    private let project = ProjectSources(["A.swift": """
        struct Badge {
            let size: Size
            init(size: Size, tint: Color?) {
                items.forEach { item in use(size, tint, item) }
                list.map { size in use(size) }
                let tint = Color.red
                use(tint)
                apply { (scale: CGFloat) in use(scale) }
            }
            subscript(index: Int) -> Int { index }
            func member() { use(size) }
        }
        """])

    private func reference(_ name: String, occurrence: Int = 0) -> Syntax {
        let matches = project.file("A.swift").tree.descendants(DeclReferenceExprSyntax.self).filter { $0.baseName.text == name }
        return Syntax(matches[occurrence])
    }

    @Test func aParameterIsSeenThroughAClosureThatDoesNotBindItsName() {
        #expect(ScopeLookup.parameterType("size", from: reference("size"))?.trimmedDescription == "Size")
        #expect(ScopeLookup.parameterType("tint", from: reference("tint"))?.trimmedDescription == "Color?")
    }

    @Test func aClosureParameterOrALocalOfTheSameNameHidesIt() {
        #expect(ScopeLookup.parameterType("size", from: reference("size", occurrence: 1)) == nil)
        #expect(ScopeLookup.parameterType("tint", from: reference("tint", occurrence: 1)) == nil)
        #expect(ScopeLookup.parameterType("item", from: reference("item")) == nil)
    }

    @Test func typedClosureAndSubscriptParametersHaveTheirWrittenTypes() {
        #expect(ScopeLookup.parameterType("scale", from: reference("scale"))?.trimmedDescription == "CGFloat")
        #expect(ScopeLookup.parameterType("index", from: reference("index"))?.trimmedDescription == "Int")
    }

    @Test func aMemberIsNoParameter() {
        #expect(ScopeLookup.parameterType("size", from: reference("size", occurrence: 2)) == nil)
    }
}
