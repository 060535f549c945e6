// Generated from RuleRegistry by `PLUMB_REGENERATE=1 swift test --filter RuleExampleTests`: do not edit.
// Each rule's documented examples, one test per rule and one case per example.
import Testing

@Suite struct RuleExamples {
    @Test(arguments: RuleExampleCase.all(ofRule: "spacing-grid"))
    func spacingGrid(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "spacing-token"))
    func spacingToken(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "spacing-scale"))
    func spacingScale(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "density"))
    func density(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "implicit-stack-spacing"))
    func implicitStackSpacing(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "safe-area-inset-spacing"))
    func safeAreaInsetSpacing(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "tap-target"))
    func tapTarget(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "no-screen-bounds"))
    func noScreenBounds(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "no-device-checks"))
    func noDeviceChecks(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "leading-trailing"))
    func leadingTrailing(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "adaptive-grid"))
    func adaptiveGrid(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "viewbuilder-function"))
    func viewbuilderFunction(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "container-closure"))
    func containerClosure(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "observable-main-actor"))
    func observableMainActor(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "geometry-reader"))
    func geometryReader(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "hidden-status-bar"))
    func hiddenStatusBar(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "fixed-width"))
    func fixedWidth(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "deep-nesting"))
    func deepNesting(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "safe-area-padding"))
    func safeAreaPadding(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "scaled-metric"))
    func scaledMetric(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "zstack-decoration"))
    func zstackDecoration(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "conditional-identity"))
    func conditionalIdentity(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "geometry-gating"))
    func geometryGating(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "action-reference"))
    func actionReference(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "hardcoded-color"))
    func hardcodedColor(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "theme-structure"))
    func themeStructure(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "color-hex-init"))
    func colorHexInit(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "hex-literal"))
    func hexLiteral(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "system-fonts"))
    func systemFonts(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "text-styles"))
    func textStyles(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "sf-symbol-name"))
    func sfSymbolName(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "tab-item-symbol"))
    func tabItemSymbol(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "single-accent"))
    func singleAccent(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "corner-radius-token"))
    func cornerRadiusToken(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "no-color-scheme-checks"))
    func noColorSchemeChecks(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "sf-symbols"))
    func sfSymbols(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "surface-style"))
    func surfaceStyle(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "font-tokens"))
    func fontTokens(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "symbol-rendering"))
    func symbolRendering(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "sheet-detents"))
    func sheetDetents(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "empty-state"))
    func emptyState(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "toggle-animation"))
    func toggleAnimation(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "animation-curve"))
    func animationCurve(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "horizontal-overflow"))
    func horizontalOverflow(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "orientations"))
    func orientations(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "watch-controls-per-row"))
    func watchControlsPerRow(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "list-transition"))
    func listTransition(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "numeric-transition"))
    func numericTransition(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "tap-target-size"))
    func tapTargetSize(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "bottom-edge-control"))
    func bottomEdgeControl(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "readable-width"))
    func readableWidth(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "form-width"))
    func formWidth(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "full-bleed-background"))
    func fullBleedBackground(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "safe-area"))
    func safeArea(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "clipping"))
    func clipping(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "screen-margins"))
    func screenMargins(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "inset-full-width-button"))
    func insetFullWidthButton(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "section-rhythm"))
    func sectionRhythm(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "tv-safe-zone"))
    func tvSafeZone(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "unknown-suppression"))
    func unknownSuppression(_ example: RuleExampleCase) throws { try example.check() }

    @Test(arguments: RuleExampleCase.all(ofRule: "superfluous-suppression"))
    func superfluousSuppression(_ example: RuleExampleCase) throws { try example.check() }
}
