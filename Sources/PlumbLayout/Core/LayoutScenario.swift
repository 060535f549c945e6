import PlumbCore

/// One layout of a screen: a device scenario of the catalog (a device in an orientation, full
/// screen or in a Split View pane) at one text size, with text known only at run time at one
/// length, content shown only at run time present or absent, and — on a screen with numbers the
/// source leaves open — those numbers at their lowest or highest (`OpenNumbers`). The layout
/// rules check a screen on these, and the device matrix draws it on them.
public struct LayoutScenario: Sendable, Hashable {
    public let scenario: Scenario
    public let textSize: DynamicTypeSize
    public let textLength: TextLength
    public let optionalContent: OptionalContent
    /// The values of the screen's open numbers; nil on a screen without any.
    public let openNumbers: OpenNumbers?

    public init(
        scenario: Scenario, textSize: DynamicTypeSize, textLength: TextLength = .typical, optionalContent: OptionalContent = .present,
        openNumbers: OpenNumbers? = nil
    ) {
        self.scenario = scenario
        self.textSize = textSize
        self.textLength = textLength
        self.optionalContent = optionalContent
        self.openNumbers = openNumbers
    }

    /// Stable, as findings list it: "iphone-se-4-7/landscape@AX5"; another length than the
    /// typical one follows, "iphone-se-4-7/landscape@AX5+long", and absent optional content,
    /// "…@AX5+absent"; on a screen with open numbers, "…@AX5+values-low" or "+values-high".
    public var id: String {
        "\(scenario.id)@\(textSize.shortName)" + (textLength == .typical ? "" : "+\(textLength.rawValue)")
            + (optionalContent == .present ? "" : "+\(optionalContent.rawValue)")
            + (openNumbers.map { "+values-\($0.rawValue)" } ?? "")
    }

    /// The same scenario with run-time text at `length`.
    public func with(_ length: TextLength) -> LayoutScenario {
        LayoutScenario(
            scenario: scenario, textSize: textSize, textLength: length, optionalContent: optionalContent, openNumbers: openNumbers)
    }

    /// The same scenario with optional content `content`.
    public func with(_ content: OptionalContent) -> LayoutScenario {
        LayoutScenario(scenario: scenario, textSize: textSize, textLength: textLength, optionalContent: content, openNumbers: openNumbers)
    }

    /// The same scenario with the screen's open numbers at `values`.
    public func with(_ values: OpenNumbers) -> LayoutScenario {
        LayoutScenario(scenario: scenario, textSize: textSize, textLength: textLength, optionalContent: optionalContent, openNumbers: values)
    }

    /// How a drawing names it: "AX5 on 4.7" iPhone SE in landscape", and ", long text" for
    /// another length than the typical one, ", optional content absent" without it, and ", open
    /// numbers at their lowest" or "highest" on a screen with open numbers.
    public var description: String {
        deviceDescription + (textLength == .typical ? "" : ", \(textLength.rawValue) text") + optionalContentDescription
            + openNumbersDescription
    }

    /// ", open numbers at their lowest" or "highest"; empty on a screen without open numbers.
    public var openNumbersDescription: String {
        openNumbers.map { ", open numbers at their \($0 == .low ? "lowest" : "highest")" } ?? ""
    }

    /// ", optional content absent" when it is; empty when present, the default.
    public var optionalContentDescription: String {
        optionalContent == .present ? "" : ", optional content \(optionalContent.rawValue)"
    }

    /// How a message names it, whatever the text length: "AX5 on 4.7" iPhone SE in landscape".
    public var deviceDescription: String {
        var text = "\(textSize.shortName) on \(scenario.device.name)"
        switch scenario.presentation {
        case .fullScreen:
            if scenario.device.orientations.count > 1 { text += " in \(scenario.orientation.rawValue)" }
        case .split(let fraction):
            text += " in a \(fraction.rawValue) Split View pane (\(scenario.orientation.rawValue))"
        }
        return text
    }

    /// The host the screen is laid out in: the scenario's container and safe area.
    public var host: LayoutHost {
        var host = LayoutHost(scenario: scenario, textSize: textSize, textLength: textLength, optionalContent: optionalContent)
        host.openNumbers = openNumbers ?? .low
        return host
    }

    /// Whether the scenario has regular width (an iPad full screen, a wide pane, a large
    /// iPhone in landscape).
    public var isRegularWidth: Bool { scenario.sizeClasses?.horizontal == .regular }
    /// Whether the scenario has compact width (an iPhone in portrait, a narrow pane); neither
    /// this nor regular on a device without size classes.
    public var isCompactWidth: Bool { scenario.sizeClasses?.horizontal == .compact }

    /// Equal ids: the text sizes and lengths, then the scenarios' ids (an id's text size follows
    /// its last "@").
    public static func == (lhs: LayoutScenario, rhs: LayoutScenario) -> Bool {
        lhs.textSize == rhs.textSize && lhs.textLength == rhs.textLength && lhs.optionalContent == rhs.optionalContent
            && lhs.openNumbers == rhs.openNumbers && lhs.scenario.id == rhs.scenario.id
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
