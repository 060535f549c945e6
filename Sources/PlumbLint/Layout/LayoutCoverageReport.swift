import PlumbCore

/// `plumb layout --coverage` in words and in JSON. The text is the compiler's format, one note
/// per screen (and, for one screen, per view not modelled), so that editors and CI logs link
/// each line to its source; then the causes, most frequent first, and the totals.
extension LayoutCoverage {
    /// The screens, the table of causes and a summary line. `listingViews` adds a note for each
    /// view not modelled, at its source: for a report on one screen.
    public func text(listingViews: Bool) -> String {
        var lines = screens.map { screen in
            ([note(at: screen.position, "\(screen.name): \(Self.words(for: screen))")]
                + (listingViews ? screen.notModelled.map { note(at: $0.position, "\($0.reason) [\($0.cause)]") } : []))
                .joined(separator: "\n")
        }
        lines += leftOut.map { note(at: $0.position, "\($0.name): not laid out: \($0.reason)") }
        let causes = self.causes
        if !causes.isEmpty {
            let width = max(causes.map(\.cause.key.count).max() ?? 0, "not modelled".count, "total".count)
            func row(_ first: String, _ views: String, _ screens: String) -> String {
                first.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + String(repeating: " ", count: max(0, 6 - views.count))
                    + views + "  " + String(repeating: " ", count: max(0, 7 - screens.count)) + screens
            }
            lines.append("")
            lines.append(row("not modelled", "views", "screens"))
            lines += causes.map { row($0.cause.key, "\($0.views)", "\($0.screens)") }
            let touched = self.screens.count { !$0.notModelled.isEmpty }
            lines.append(row("total", "\(causes.reduce(0) { $0 + $1.views })", "\(touched)"))
        }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// "coverage: 12 screens: 3 judged fully, 5 in part, 4 skipped as opaque".
    public var summary: String {
        let statistics = self.statistics
        let count = statistics.screens
        return "coverage: \(count) screen\(count == 1 ? "" : "s"): \(statistics.fullyJudged) judged fully, "
            + "\(statistics.partlyJudged) in part, \(statistics.skipped) skipped as opaque"
    }

    /// One object: `screens` (each with its judgement, its causes counted, and every view not
    /// modelled), `leftOut` (screens not laid out, with the reason), `causes` (most views first)
    /// and `totals`.
    public var json: OrderedJSON {
        let statistics = self.statistics
        let causes = self.causes
        return .object([
            ("screens", .array(screens.map(Self.json(of:)))),
            ("leftOut", .array(leftOut.map { screen in
                .object([("name", .string(screen.name))] + Self.position(screen.position) + [("reason", .string(screen.reason))])
            })),
            ("causes", .array(causes.map { total in
                .object([("cause", .string(total.cause.key)), ("views", .number(Double(total.views))),
                         ("screens", .number(Double(total.screens)))])
            })),
            ("totals", .object([
                ("screens", .number(Double(statistics.screens))), ("full", .number(Double(statistics.fullyJudged))),
                ("partial", .number(Double(statistics.partlyJudged))), ("opaque", .number(Double(statistics.skipped))),
                ("notModelledViews", .number(Double(causes.reduce(0) { $0 + $1.views }))),
            ])),
        ])
    }

    private static func json(of screen: Screen) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [("name", .string(screen.name))]
        members += position(screen.position)
        members.append(("judgement", .string(screen.judgement.coverageName)))
        if !screen.openNumbers.isEmpty { members.append(("values", .array(screen.openNumbers.map { .string($0.rawValue) }))) }
        if let unreadable = screen.unreadable { members.append(("unreadable", .string(unreadable))) }
        members.append(("causes", .array(screen.causes.map { cause, views in
            .object([("cause", .string(cause.key)), ("views", .number(Double(views)))])
        })))
        members.append(("notModelled", .array(screen.notModelled.map { view in
            .object([("cause", .string(view.cause.key)), ("reason", .string(view.reason))] + position(view.position))
        })))
        return .object(members)
    }

    private static func position(_ position: SourcePosition?) -> [(key: String, value: OrderedJSON)] {
        guard let position else { return [("file", .null), ("line", .null), ("column", .null)] }
        return [("file", .string(position.file)), ("line", .number(Double(position.line))), ("column", .number(Double(position.column)))]
    }

    /// "judged in part; not modelled: runtime-text 4, image:asset 1".
    private static func words(for screen: Screen) -> String {
        if let unreadable = screen.unreadable { return "not read: \(unreadable)" }
        let judgement = switch screen.judgement {
        case .full: "judged fully"
        case .partial: "judged in part"
        case .skipped: "skipped as opaque"
        }
        let values = screen.openNumbers.isEmpty ? "" : " with open numbers at their lowest and highest"
        let causes = screen.causes.map { "\($0.cause) \($0.views)" }.joined(separator: ", ")
        return causes.isEmpty ? judgement + values : "\(judgement)\(values); not modelled: \(causes)"
    }

    private func note(at position: SourcePosition?, _ message: String) -> String {
        guard let position else { return "note: \(message)" }
        return "\(position.file):\(position.line):\(position.column): note: \(message)"
    }
}
