/// `TextField("prompt", text:)` with the default (plain) style: as wide as proposed (the prompt's
/// width when unspecified), one line of its font tall. `.roundedBorder` adds 7pt above and
/// below and 6pt at the sides (UIKit's 34pt field around body text; inferred).
public struct TextFieldLayout: LeafLayout {
    public var role: PlacedView.Role { .control }

    public var prompt: String
    /// The prompt's parts when it is known only at run time (`TextField(title, text:)` with a
    /// property's title): shown as a run-time `Text` is, with the host's text-length sample.
    public var runTimePrompt: [RunTimeTextLayout.Part]?
    public var isRoundedBorder: Bool

    public init(prompt: String, runTimePrompt: [RunTimeTextLayout.Part]? = nil, isRoundedBorder: Bool = false) {
        self.prompt = prompt
        self.runTimePrompt = runTimePrompt
        self.isRoundedBorder = isRoundedBorder
    }

    private func shownPrompt(_ environment: LayoutEnvironment) -> String {
        runTimePrompt.map { RunTimeTextLayout.string($0, environment.textLength) } ?? prompt
    }

    private var insets: EdgeInsets {
        isRoundedBorder ? EdgeInsets(top: 7, leading: 6, bottom: 7, trailing: 6) : .zero
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        let measurer = environment.textMeasurer
        let width = proposal.width ?? measurer.metrics.grid.ceil(measurer.width(of: shownPrompt(environment))) + insets.horizontal
        return Size(width: width, height: measurer.metrics.lineHeight + insets.vertical)
    }

    /// The prompt on one line, truncated to the field's width less its border.
    public func placedText(size: Size, environment: LayoutEnvironment) -> PlacedText? {
        let lines = environment.textMeasurer.lines(of: shownPrompt(environment), width: max(size.width - insets.horizontal, 0), maxLines: 1)
        return PlacedText(
            lines: lines, environment: environment, isPlaceholder: true, inset: Point(x: insets.leading, y: insets.top))
    }

    public func textSample(environment: LayoutEnvironment) -> TextSample? {
        runTimePrompt.map { _ in TextSample(length: environment.textLength, characters: shownPrompt(environment).count) }
    }
}

extension ViewNode {
    /// `TextField("prompt", text:)`, optionally `.textFieldStyle(.roundedBorder)`.
    public static func textField(prompt: String, roundedBorder: Bool = false) -> ViewNode {
        ViewNode(kind: .view("TextField"), label: prompt, layout: TextFieldLayout(prompt: prompt, isRoundedBorder: roundedBorder))
    }

    /// A TextField whose prompt is known only at run time, named by the expression as written.
    public static func textField(runTimePrompt parts: [RunTimeTextLayout.Part], written: String) -> ViewNode {
        ViewNode(kind: .view("TextField"), label: written, layout: TextFieldLayout(prompt: written, runTimePrompt: parts))
    }
}
