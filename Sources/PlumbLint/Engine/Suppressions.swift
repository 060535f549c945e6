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
    }

    private var regions: [Region] = []

    static let none = Suppressions()

    init() {}

    init(file: SourceFile) {
        var open: [String: Int] = [:]
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia {
                if case .lineComment(let text) = piece, let directive = Directive(comment: text) {
                    apply(directive, line: file.line(of: offset), open: &open)
                }
                offset += piece.sourceLength
            }
            offset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                if case .lineComment(let text) = piece, let directive = Directive(comment: text) {
                    apply(directive, line: file.line(of: offset), open: &open)
                }
                offset += piece.sourceLength
            }
        }
        for (rule, start) in open { regions.append(Region(rules: [rule], lines: start...Int.max)) }
    }

    /// Whether a finding of `rule` on `line` is silenced.
    func silences(_ rule: String, line: Int) -> Bool {
        regions.contains { $0.lines.contains(line) && ($0.rules.contains(rule) || $0.rules.contains("all")) }
    }

    private mutating func apply(_ directive: Directive, line: Int, open: inout [String: Int]) {
        switch directive.action {
        case .disable:
            for rule in directive.rules where open[rule] == nil { open[rule] = line }
        case .enable:
            for rule in directive.rules {
                if let start = open.removeValue(forKey: rule) {
                    regions.append(Region(rules: [rule], lines: start...max(start, line - 1)))
                } else if rule == "all" {
                    for (openRule, start) in open {
                        regions.append(Region(rules: [openRule], lines: start...max(start, line - 1)))
                    }
                    open.removeAll()
                }
            }
        case .disableNext:
            regions.append(Region(rules: directive.rules, lines: (line + 1)...(line + 1)))
        case .disableThis:
            regions.append(Region(rules: directive.rules, lines: line...line))
        }
    }
}

/// One `// plumb:ACTION RULE…` comment.
struct Directive {
    enum Action: String {
        case disable = "disable"
        case enable = "enable"
        case disableNext = "disable:next"
        case disableThis = "disable:this"
    }

    let action: Action
    let rules: Set<String>

    init?(comment: String) {
        var body = comment.dropFirst(2).drop { $0 == " " }
        guard body.hasPrefix("plumb:") else { return nil }
        body = body.dropFirst("plumb:".count)
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let first = words.first, let action = Action(rawValue: first), words.count > 1 else { return nil }
        self.action = action
        rules = Set(words.dropFirst().prefix { !$0.hasPrefix("-") })
    }
}
