/// `TextField("prompt", text:)` with the default (plain) style: as wide as proposed (the prompt's
/// width when unspecified), one line of its font tall. `.roundedBorder` adds 7pt above and
/// below and 6pt at the sides (UIKit's 34pt field around body text; inferred).
public struct TextFieldLayout: LeafLayout {
    public var role: PlacedView.Role { .control }

    public var prompt: String
    public var isRoundedBorder: Bool

    public init(prompt: String, isRoundedBorder: Bool = false) {
        self.prompt = prompt
        self.isRoundedBorder = isRoundedBorder
    }

    private var insets: EdgeInsets {
        isRoundedBorder ? EdgeInsets(top: 7, leading: 6, bottom: 7, trailing: 6) : .zero
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        let measurer = environment.textMeasurer
        let width = proposal.width ?? measurer.metrics.grid.ceil(measurer.width(of: prompt)) + insets.horizontal
        return Size(width: width, height: measurer.metrics.lineHeight + insets.vertical)
    }

    /// The prompt on one line, truncated to the field's width less its border.
    public func placedText(size: Size, environment: LayoutEnvironment) -> PlacedText? {
        let lines = environment.textMeasurer.lines(of: prompt, width: max(size.width - insets.horizontal, 0), maxLines: 1)
        return PlacedText(
            lines: lines, environment: environment, isPlaceholder: true, inset: Point(x: insets.leading, y: insets.top))
    }
}

extension ViewNode {
    /// `TextField("prompt", text:)`, optionally `.textFieldStyle(.roundedBorder)`.
    public static func textField(prompt: String, roundedBorder: Bool = false) -> ViewNode {
        ViewNode(kind: .view("TextField"), label: prompt, layout: TextFieldLayout(prompt: prompt, isRoundedBorder: roundedBorder))
    }
}
