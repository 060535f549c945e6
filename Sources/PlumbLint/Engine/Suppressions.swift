import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// The `// plumb:` comments of one file: which rules are silenced on which lines.
///
/// - `// plumb:disable RULE…` silences from its line until `// plumb:enable RULE…` or the end;
/// - `// plumb:disable:next RULE…` silences the next line, `// plumb:disable:this RULE…` its own;
/// - `all` stands for every rule.
struct Suppressions: Sendable {
    private struct Region: Sendable {
        let rules: Set<String>
        let lines: ClosedRange<Int>
        /// The comment that opened it, an index into `comments`.
        let comment: Int
    }

    /// Every directive of the file, in source order.
    private(set) var comments: [SuppressionComment] = []
    private var regions: [Region] = []

    static let none = Suppressions()

    init() {}

    init(file: SourceFile) {
        var open: [String: (line: Int, comment: Int)] = [:]
        for token in file.transientTree().tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia {
                if case .lineComment(let text) = piece { read(text, at: offset, in: file, open: &open) }
                offset += piece.sourceLength
            }
            offset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                if case .lineComment(let text) = piece { read(text, at: offset, in: file, open: &open) }
                offset += piece.sourceLength
            }
        }
        for (rule, start) in open { regions.append(Region(rules: [rule], lines: start.line...Int.max, comment: start.comment)) }
    }

    /// Whether a finding of `rule` on `line` is silenced.
    func silences(_ rule: String, line: Int) -> Bool {
        silencingComment(rule, line: line) != nil
    }

    /// The comment that silences a finding of `rule` on `line`, and under which of its names
    /// (the rule's id or `all`); nil when none does.
    func silencingComment(_ rule: String, line: Int) -> (comment: Int, name: String)? {
        for region in regions where region.lines.contains(line) {
            if region.rules.contains(rule) { return (region.comment, rule) }
            if region.rules.contains("all") { return (region.comment, "all") }
        }
        return nil
    }

    private mutating func read(_ text: String, at offset: AbsolutePosition, in file: SourceFile, open: inout [String: (line: Int, comment: Int)]) {
        guard let directive = Directive(comment: text) else { return }
        let position = file.position(of: offset)
        comments.append(SuppressionComment(directive: directive, position: position))
        let comment = comments.count - 1
        let line = position.line
        switch directive.action {
        case .disable:
            for rule in directive.rules where open[rule] == nil { open[rule] = (line, comment) }
        case .enable:
            for rule in directive.rules {
                if let start = open.removeValue(forKey: rule) {
                    regions.append(Region(rules: [rule], lines: start.line...max(start.line, line - 1), comment: start.comment))
                } else if rule == "all" {
                    for (openRule, start) in open {
                        regions.append(Region(rules: [openRule], lines: start.line...max(start.line, line - 1), comment: start.comment))
                    }
                    open.removeAll()
                }
            }
        case .disableNext:
            regions.append(Region(rules: directive.rules, lines: (line + 1)...(line + 1), comment: comment))
        case .disableThis:
            regions.append(Region(rules: directive.rules, lines: line...line, comment: comment))
        }
    }
}

/// One `// plumb:` comment of a file and where it is.
struct SuppressionComment: Sendable {
    let directive: Directive
    let position: SourcePosition
}

/// One `// plumb:ACTION RULE…` comment.
struct Directive: Sendable {
    enum Action: String, Sendable {
        case disable = "disable"
        case enable = "enable"
        case disableNext = "disable:next"
        case disableThis = "disable:this"
    }

    let action: Action
    let rules: Set<String>
    /// The rule names in the order written, for messages.
    let names: [String]

    init?(comment: String) {
        var body = comment.dropFirst(2).drop { $0 == " " }
        guard body.hasPrefix("plumb:") else { return nil }
        body = body.dropFirst("plumb:".count)
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let first = words.first, let action = Action(rawValue: first), words.count > 1 else { return nil }
        self.action = action
        names = Array(words.dropFirst().prefix { !$0.hasPrefix("-") })
        rules = Set(names)
    }
}
