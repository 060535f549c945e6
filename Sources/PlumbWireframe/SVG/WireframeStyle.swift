/// The wireframes' look, as CSS: a standalone SVG embeds it, a page holds it once for all its
/// drawings.
public enum WireframeStyle {
    public static let css = """
        .wireframe{font-family:-apple-system,"SF Pro Text",Inter,"Helvetica Neue",Arial,"Liberation Sans",sans-serif;background:#fff}\
        .wireframe .screen{fill:#fff}\
        .wireframe .outline{fill:none;stroke:#1c1c1e;stroke-width:3}\
        .wireframe .unsafe{fill:#ff9500;fill-opacity:.13}\
        .wireframe .status{fill:#1c1c1e;font-weight:600}\
        .wireframe .cutout,.wireframe .home-indicator{fill:#1c1c1e}\
        .wireframe .view{fill:none;stroke:#5b7fb5;stroke-width:.75}\
        .wireframe .text-box{fill:none;stroke:#5b7fb5;stroke-width:.5;stroke-dasharray:2 2}\
        .wireframe .modifier{fill:none;stroke:#9aa9bd;stroke-width:.5;stroke-dasharray:4 2}\
        .wireframe .control{fill:#eaf2ff;stroke:#007aff;stroke-width:.75}\
        .wireframe .bar{fill:#f2f2f7;stroke:#c7c7cc;stroke-width:.5}\
        .wireframe .bar-label{fill:#6c6c70;text-anchor:middle}\
        .wireframe .shape{fill:#e5e5ea;fill-opacity:.55;stroke:#8e8e93;stroke-width:.5}\
        .wireframe .symbol{fill:#eef3fb;stroke:#5b7fb5;stroke-width:.5;stroke-dasharray:1.5 1.5}\
        .wireframe .symbol-label{fill:#3a5a8c;text-anchor:middle}\
        .wireframe .opaque{stroke:#8e6a00;stroke-width:.75}\
        .wireframe .opaque-wrapper{fill:none;stroke:#c79a00;stroke-width:1;stroke-dasharray:6 3}\
        .wireframe .hatch-ground{fill:#fff8e1}\
        .wireframe .hatch-line{stroke:#e0b84c;stroke-width:1.5}\
        .wireframe .opaque-label{fill:#6b5000}\
        .wireframe .line{fill:#1c1c1e}\
        .wireframe .placeholder{fill:#aeaeb2}\
        .wireframe .mark-box{fill:none;stroke-width:2}\
        .wireframe .error .mark-box{stroke:#d70015}.wireframe .error .mark-badge{fill:#d70015}\
        .wireframe .warning .mark-box{stroke:#c93400}.wireframe .warning .mark-badge{fill:#c93400}\
        .wireframe .info .mark-box{stroke:#0040dd}.wireframe .info .mark-badge{fill:#0040dd}\
        .wireframe .mark-number{fill:#fff;font-weight:700;text-anchor:middle}
        """
}
