import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax
import Testing

/// A control's label measured alone, with the control's modifiers (the tap-target estimate).
@Suite struct ViewMeasurerTests {
    @Test func aLabelUnderAButtonStyleTheReaderCannotReadIsUnbounded() throws {
        let file = SourceFile(path: "App.swift", source: AppComponentsTests.pillStyle + """

            let styled = Button { } label: { Image(systemName: "plus") }.buttonStyle(.pill)
            let plain = Button { } label: { Image(systemName: "plus") }.buttonStyle(.plain)
            """)
        var facts = ProjectFacts(themeName: "AppTheme")
        facts.merge(FactsCollector.collect(file, bytes: file.bytes, themeName: "AppTheme"), of: file)
        let styles = file.tree.statements.compactMap {
            $0.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self)
        }
        let sizes = try styles.map { style in
            let button = try #require(style.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self))
            let label = button.additionalTrailingClosures.first?.closure.statements.first?.item.as(ExprSyntax.self)
            return ViewMeasurer(facts: facts).upperBound(of: label, modifiers: [style], environment: [])
        }
        // The pill style draws around the label where a label measured alone cannot show it.
        #expect(sizes[0].height == ViewMeasurer.unbounded)
        #expect(sizes[1].height < 44)
    }
}
