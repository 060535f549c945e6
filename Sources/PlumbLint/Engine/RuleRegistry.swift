import PlumbCore

/// Every rule Plumb has. Adding a rule is its own file and one line here.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        SpacingGridRule.self,
        SpacingTokenRule.self,
        SpacingScaleRule.self,
        DensityRule.self,
        ImplicitStackSpacingRule.self,
        SafeAreaInsetSpacingRule.self,
        EstimatedTapTargetRule.self,
        NoScreenBoundsRule.self,
        NoDeviceChecksRule.self,
        LeadingTrailingRule.self,
        AdaptiveGridRule.self,
        ViewbuilderFunctionRule.self,
        ContainerClosureRule.self,
        ObservableMainActorRule.self,
        GeometryReaderRule.self,
        HiddenStatusBarRule.self,
        FixedWidthRule.self,
        DeepNestingRule.self,
        SafeAreaPaddingRule.self,
        ScaledMetricRule.self,
        ZstackDecorationRule.self,
        ConditionalIdentityRule.self,
        GeometryGatingRule.self,
        ActionReferenceRule.self,
        HardcodedColorRule.self,
        ThemeStructureRule.self,
        ColorHexInitRule.self,
        HexLiteralRule.self,
        SystemFontsRule.self,
        TextStylesRule.self,
        SFSymbolNameRule.self,
        TabItemSymbolRule.self,
        SingleAccentRule.self,
        CornerRadiusTokenRule.self,
        NoColorSchemeChecksRule.self,
        SFSymbolsRule.self,
        SurfaceStyleRule.self,
        FontTokensRule.self,
        SymbolRenderingRule.self,
        SheetDetentsRule.self,
        EmptyStateRule.self,
        ToggleAnimationRule.self,
        AnimationCurveRule.self,
        HorizontalOverflowRule.self,
        OrientationsRule.self,
        WatchControlsPerRowRule.self,
        ListTransitionRule.self,
        NumericTransitionRule.self,
        MeasuredTapTargetRule.self,
        BottomEdgeControlRule.self,
        ReadableWidthRule.self,
        FormWidthRule.self,
        FullBleedBackgroundRule.self,
        SafeAreaRule.self,
        ClippingRule.self,
        ScreenMarginsRule.self,
        InsetFullWidthButtonRule.self,
        SectionRhythmRule.self,
        TvSafeZoneRule.self,
        UnknownSuppressionRule.self,
        SuperfluousSuppressionRule.self,
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }

    /// Rule ids with their options, for validating a configuration.
    public static var knownRules: [String: [OptionSpec]] {
        Dictionary(uniqueKeysWithValues: descriptions.map { ($0.id, $0.options) })
    }

    /// Whether a configuration turns a rule on: opt-in rules once they are configured, the rest
    /// unless set to `off`.
    public static func isEnabled(_ description: RuleDescription, in configuration: Configuration) -> Bool {
        guard let setting = configuration.rules[description.id] else { return !description.isOptIn }
        return !setting.isOff
    }

    static func enabledRules(for configuration: Configuration) -> [any Rule] {
        all.filter { isEnabled($0.description, in: configuration) }
            .map { $0.init(setting: configuration.setting(for: $0.description.id), configuration: configuration) }
    }

    /// The layout rules a configuration turns on, set up as it sets them: what judges a layout
    /// made outside a lint run (the MCP `layout` tool).
    public static func enabledLayoutRules(for configuration: Configuration) -> [any LayoutRule] {
        enabledRules(for: configuration).compactMap { $0 as? any LayoutRule }
    }
}
