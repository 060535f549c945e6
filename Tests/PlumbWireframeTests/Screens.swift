import PlumbCore
import PlumbLayout
import PlumbWireframe

/// Small screens built in code, for the golden wireframes and the report tests.
enum Screens {
    /// A card: a title, a symbol, a caption and a coloured band.
    static let card: ViewNode = .vStack(alignment: .leading, spacing: 8, [
        .hStack([.image(systemName: "star.fill"), .text("Favourites").font(.style(.headline))]),
        .text("Everything you starred, newest first, on every device you use.").font(.style(.subheadline)),
        .color("blue").frame(height: 8),
    ]).padding(16)

    /// A navigation screen with a list, a view the engine does not model, and a long title.
    static let settings: ViewNode = .navigationStack(largeTitle: true, .list([
        .section([
            .listRow(.toggle(label: .text("Notifications"))),
            .listRow(.label(title: "Appearance", systemImage: "paintbrush")),
            .listRow(.opaque(.view("ProfileBadge"))),
        ]),
        .section([.listRow(.text("A very long explanation of what happens to your data when you sign out of every device"))]),
    ]))

    /// A compose form: a field, a button, and a fixed-height row that clips at large text sizes.
    static let compose: ViewNode = .vStack(spacing: 12, [
        .textField(prompt: "What happened today?", roundedBorder: true),
        .text("Saved as a draft").font(.style(.footnote)).frame(height: 16),
        .spacer(),
        .button(style: .borderedProminent, label: .text("Post")),
    ]).padding(16)

    static func scenario(_ device: String, _ orientation: Orientation = .portrait, split: SplitFraction? = nil) -> Scenario {
        let device = DeviceCatalog.device(id: device)!
        return device.scenarios.first {
            $0.orientation == orientation && $0.presentation == (split.map(Presentation.split) ?? .fullScreen)
        }!
    }

    /// A finding at a made-up position, and a locator that gives that position to the views it
    /// concerns (trees built in code have no source origins).
    static func finding(_ rule: String, line: Int, severity: Severity = .error, _ message: String) -> Finding {
        Finding(ruleID: rule, severity: severity, position: SourcePosition(file: "Screens.swift", line: line, column: 5), message: message)
    }
}
