import PlumbCore
import PlumbLayout
import PlumbReport

/// The HTML of the device-matrix report: an index with the overview table (screens × scenarios,
/// findings counted) and the drawings, inline for a small project, one page per screen for a
/// large one. Every page is self-contained: inline CSS, SVG and a little script, no network.
/// Without script every drawing and finding is shown; the script adds the filters and arrow-key
/// moves between drawings.
struct MatrixPage {
    let matrix: DeviceMatrix
    /// Drawing width per point of screen.
    static let scale = 0.45

    /// The drawing sizes people can choose (the filters' "Size"), the default first.
    private static let zoomOptions = [(scale, "Small"), (0.7, "Medium"), (1, "Actual (1 pt = 1 px)")]
        .map { "<option value=\"\(SVGValue.format($0))\">\($1)</option>" }.joined()

    /// The index: the overview, then either every screen's drawings or links to their pages.
    func index(screenPages: [String]?) -> String {
        let findings = matrix.drawnFindings.count
        var body = "<header><h1>Device matrix</h1>"
        body += "<p class=\"summary\">\(count(matrix.screens.count, "screen")) × \(count(matrix.scenarios.count, "scenario"))"
        body += " · \(count(findings, "layout finding")) drawn\(judgementSummary) · from <code>\(MarkupText.escaped(matrix.source))</code></p>"
        body += filters(for: matrix.screens, withDrawings: screenPages == nil) + "</header><main id=\"main-content\">"
        body += overview(screenPages: screenPages)
        if screenPages == nil { body += matrix.screens.enumerated().map { section(for: $1, index: $0) }.joined() }
        body += "</main>"
        return document(title: "Plumb device matrix: \(count(matrix.screens.count, "screen"))", body: body)
    }

    /// One screen's page, linked from the index.
    func page(for screen: MatrixScreen, index: Int) -> String {
        var body = "<header><p><a href=\"index.html\">← All screens</a></p><h1>\(MarkupText.escaped(screen.name))</h1>"
        body += filters(for: [screen], withDrawings: true) + "</header><main id=\"main-content\">" + section(for: screen, index: index, isOwnPage: true) + "</main>"
        return document(title: "\(screen.name) — Plumb device matrix", body: body)
    }

    private func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(MarkupText.escaped(title))</title>
        <style>\(MatrixStyle.css)\(WireframeStyle.css)</style>
        <script>\(MatrixStyle.errorRecorder)</script>
        </head><body>
        <a class="skip" href="#main-content">Skip to the matrix</a>
        \(body)
        <script>\(MatrixStyle.script)</script>
        </body></html>

        """
    }

    /// The rule and device filters, and the drawings' size; hidden until the script shows them
    /// (they need it).
    private func filters(for screens: [MatrixScreen], withDrawings: Bool) -> String {
        let findings = screens.flatMap { $0.cells.flatMap(\.findings) }
        let rules = Set(findings.map(\.ruleID)).sorted()
        var devices: [(String, String)] = []
        for scenario in matrix.scenarios where !devices.contains(where: { $0.0 == scenario.scenario.device.id }) {
            devices.append((scenario.scenario.device.id, scenario.scenario.device.name))
        }
        let ruleOptions = rules.map { "<option value=\"\(MarkupText.escaped($0))\">\(MarkupText.escaped($0))</option>" }.joined()
        let deviceOptions = devices.map { "<option value=\"\(MarkupText.escaped($0.0))\">\(MarkupText.escaped($0.1))</option>" }.joined()
        return "<form class=\"filters\" hidden aria-label=\"Filter the drawings\">"
            + "<label>Rule <select id=\"rule-filter\"><option value=\"\">All rules</option>\(ruleOptions)</select></label>"
            + "<label>Device <select id=\"device-filter\"><option value=\"\">All devices</option>\(deviceOptions)</select></label>"
            + (withDrawings ? "<label>Size <select id=\"zoom\">\(Self.zoomOptions)</select></label>" : "")
            + "<output id=\"filter-status\" role=\"status\" aria-live=\"polite\"></output></form>"
    }

    /// Screens × scenarios (text sizes together), each count of findings linking to its drawings.
    private func overview(screenPages: [String]?) -> String {
        let columns = uniqueScenarios
        var html = "<section aria-labelledby=\"overview-heading\"><h2 id=\"overview-heading\">Overview</h2>"
        html += "<div class=\"table-scroll\" tabindex=\"0\"><table class=\"overview\"><caption>Layout findings per screen and scenario, all text sizes</caption>"
        html += "<thead><tr><th scope=\"col\">Screen</th>"
        html += columns.map { "<th scope=\"col\" data-device=\"\(MarkupText.escaped($0.device.id))\">\(MarkupText.escaped($0.title))</th>" }.joined()
        html += "</tr></thead><tbody>"
        for (index, screen) in matrix.screens.enumerated() {
            let target = screenPages.map { $0[index] } ?? ""
            html += "<tr><th scope=\"row\"><a href=\"\(MarkupText.escaped(target))#\(anchor(index))\">\(MarkupText.escaped(screen.name))</a>"
            html += screen.cells.isEmpty ? Self.notLaidOutTag : screen.judgement.map { Self.judgementTag[$0] ?? "" } ?? ""
            html += "</th>"
            for column in columns {
                let cells = screen.cells.filter { $0.scenario.scenario.id == column.id }
                guard !cells.isEmpty else {
                    html += "<td data-device=\"\(MarkupText.escaped(column.device.id))\" data-rules=\"\">"
                    html += "<span aria-label=\"not laid out in this scenario\">—</span></td>"
                    continue
                }
                let findings = Set(cells.flatMap(\.findings))
                let rules = Set(findings.map(\.ruleID)).sorted().joined(separator: " ")
                let link = "\(MarkupText.escaped(target))#\(anchor(index))-\(slug(column.id))"
                // Not judged at any text size: no findings would mean nothing.
                let isSkipped = cells.allSatisfy { $0.judgement == .skipped }
                let text = !findings.isEmpty ? String(findings.count)
                    : isSkipped ? "<span aria-label=\"skipped as opaque, not judged\">opaque</span>"
                    : "<span aria-label=\"no findings\">·</span>"
                html += "<td data-device=\"\(MarkupText.escaped(column.device.id))\" data-rules=\"\(MarkupText.escaped(rules))\""
                html += !findings.isEmpty ? " class=\"has-findings\">" : isSkipped ? " class=\"skipped\">" : ">"
                html += "<a href=\"\(link)\">\(text)</a></td>"
            }
            html += "</tr>"
        }
        return html + "</tbody></table></div></section>"
    }

    private var uniqueScenarios: [Scenario] {
        var seen = Set<String>()
        return matrix.scenarios.map(\.scenario).filter { seen.insert($0.id).inserted }
    }

    /// One screen's drawings, a list per text size.
    /// On the screen's own page, the page's heading names it; on the index, the section's.
    private func section(for screen: MatrixScreen, index: Int, isOwnPage: Bool = false) -> String {
        let h = 2
        var html = "<section class=\"screen\" id=\"\(anchor(index))\" aria-labelledby=\"\(anchor(index))-heading\">"
        html += isOwnPage
            ? "<h2 id=\"\(anchor(index))-heading\" class=\"visually-hidden\">Drawings</h2>"
            : "<h2 id=\"\(anchor(index))-heading\">\(MarkupText.escaped(screen.name))</h2>"
        if let file = screen.file { html += "<p class=\"file\"><code>\(MarkupText.escaped(file))</code></p>" }
        if screen.cells.isEmpty { html += Self.notLaidOutNote }
        var seenSizes = Set<String>(), seenScenarios = Set<String>()
        for textSize in screen.cells.map(\.scenario.textSize) where seenSizes.insert(textSize.rawValue).inserted {
            let cells = screen.cells.filter { $0.scenario.textSize == textSize }
            html += "<h\(h + 1) class=\"text-size\">Text size \(MarkupText.escaped(textSize.displayName))</h\(h + 1)>"
            html += "<ul class=\"cells\">"
            for cell in cells {
                // The overview links to a scenario's first drawing.
                let isFirst = seenScenarios.insert(cell.scenario.scenario.id).inserted
                html += self.cell(for: cell, screen: index, isFirstOfScenario: isFirst)
            }
            html += "</ul>"
        }
        return html + "</section>"
    }

    private func cell(for cell: MatrixCell, screen: Int, isFirstOfScenario: Bool) -> String {
        let scenario = cell.scenario.scenario
        let id = "\(anchor(screen))-\(slug(cell.scenario.id))"
        let rules = Set(cell.findings.map(\.ruleID)).sorted().joined(separator: " ")
        let scenarioAnchor = "\(anchor(screen))-\(slug(scenario.id))"
        let width = cell.wireframe.canvas.size.width * Self.scale
        // As wide as the drawing (never too narrow for the findings' text).
        let judgementClass = cell.judgement.map { " \(Self.judgementClass($0))" } ?? ""
        var html = "<li class=\"cell\(judgementClass)\" tabindex=\"0\" id=\"\(id)\" style=\"width:\(Int(max(width, 240).rounded(.up)))px\" "
        html += "data-device=\"\(MarkupText.escaped(scenario.device.id))\" "
        html += "data-rules=\"\(MarkupText.escaped(rules))\" aria-labelledby=\"\(id)-heading\">"
        if isFirstOfScenario { html += "<span id=\"\(scenarioAnchor)\"></span>" }
        html += "<h4 id=\"\(id)-heading\">\(MarkupText.escaped(DeviceCanvas(scenario: scenario).title))"
        html += " <span class=\"size\">\(MarkupText.escaped(cell.scenario.textSize.displayName))</span>"
        // Text known only at run time is drawn with a sample: the drawing says which length.
        if cell.wireframe.root.allViews.contains(where: { $0.textSample != nil }) {
            html += " <span class=\"text-length\">\(cell.scenario.textLength.rawValue) text</span>"
        }
        if cell.scenario.optionalContent != .present {
            html += " <span class=\"optional-content\">optional content \(cell.scenario.optionalContent.rawValue)</span>"
        }
        if let values = cell.scenario.openNumbers {
            html += " <span class=\"open-numbers\">open numbers \(values == .low ? "lowest" : "highest")</span>"
        }
        html += "</h4>"
        html += "<div class=\"drawing\">" + cell.wireframe.svg(idPrefix: "\(id)-", width: width) + "</div>"
        html += cell.judgement.map { Self.judgementNote[$0] ?? "" } ?? ""
        html += opaqueNote(cell.wireframe.root)
        if cell.findings.isEmpty {
            if cell.judgement != .skipped { html += "<p class=\"none\">No layout findings</p>" }
        } else {
            html += "<ol class=\"findings\">"
            for (number, finding) in cell.findings.enumerated() {
                let position = finding.position
                html += "<li class=\"finding \(finding.severity.rawValue)\" value=\"\(number + 1)\" data-rule=\"\(MarkupText.escaped(finding.ruleID))\">"
                html += "<span class=\"severity\">\(finding.severity.rawValue)</span> \(MarkupText.escaped(finding.message)) "
                html += "<code class=\"rule\">[\(MarkupText.escaped(finding.ruleID))]</code> "
                html += "<code class=\"where\">\(MarkupText.escaped(position.file)):\(position.line):\(position.column)</code></li>"
            }
            html += "</ol>"
        }
        return html + "</li>"
    }

    /// What the drawing leaves out, so that an empty-looking screen says why: the reasons of its
    /// unmodelled views, the most frequent first.
    private func opaqueNote(_ root: PlacedView) -> String {
        let opaque = root.allViews.filter { $0.role == .opaque }
        guard !opaque.isEmpty else { return "" }
        var counts: [String: Int] = [:]
        for view in opaque { counts[view.opaqueReason ?? view.kind.name, default: 0] += 1 }
        let reasons = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        let shown = reasons.prefix(3).map { reason, count in
            MarkupText.escaped(reason) + (count > 1 ? " (×\(count))" : "")
        }
        let more = reasons.count > 3 ? "; \(reasons.count - 3) more" : ""
        return "<p class=\"opaque-note\">\(opaque.count) not modelled (hatched): \(shown.joined(separator: "; "))\(more)</p>"
    }

    /// "· 3 judged fully, 5 in part, 4 skipped as opaque", as `plumb lint` counts the screens;
    /// empty when the matrix was not told.
    /// A screen laid out nowhere counts as skipped, as `plumb lint` counts it.
    private var judgementSummary: String {
        let judgements = matrix.screens.map(\.judgement)
        guard judgements.contains(where: { $0 != nil }) else { return "" }
        let full = judgements.count(where: { $0 == .full }), partial = judgements.count(where: { $0 == .partial })
        return " · \(full) judged fully, \(partial) in part, \(judgements.count - full - partial) skipped as opaque"
    }

    /// A screen none of the matrix's scenarios runs (one for macOS only: the catalog has no Mac).
    private static let notLaidOutTag = " <span class=\"judgement-tag skipped\">not laid out</span>"
    private static let notLaidOutNote = "<p class=\"judgement skipped\"><strong>Not laid out</strong>: no device of "
        + "the matrix runs this screen, so it was neither drawn nor judged.</p>"

    private static func judgementClass(_ judgement: LayoutJudgement) -> String {
        switch judgement {
        case .full: "judged"
        case .partial: "judged-in-part"
        case .skipped: "skipped"
        }
    }

    /// Beside a screen's name in the overview.
    private static let judgementTag: [LayoutJudgement: String] = [
        .partial: " <span class=\"judgement-tag\">judged in part</span>",
        .skipped: " <span class=\"judgement-tag skipped\">skipped as opaque</span>",
    ]

    /// Under a drawing: what the layout rules could make of it.
    private static let judgementNote: [LayoutJudgement: String] = [
        .partial: "<p class=\"judgement\">Judged in part: only where the geometry does not depend on a hatched view.</p>",
        .skipped: "<p class=\"judgement skipped\"><strong>Not judged</strong> (skipped as opaque): every view's size "
            + "depends on one the reader could not model, so the layout rules checked nothing here.</p>",
    ]

    private func anchor(_ screen: Int) -> String { "screen-\(screen + 1)" }

    /// Letters, digits and hyphens, for ids and file names.
    static func slug(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    }

    private func slug(_ text: String) -> String { Self.slug(text) }

    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
