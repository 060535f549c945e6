import Foundation
import PlumbCore

/// SARIF 2.1.0, for code scanning (GitHub, Azure DevOps, IDE viewers): one run whose driver lists
/// every rule with its help, results with their region, a fingerprint that survives line shifts
/// and, for fixable findings, the fix as replacements of byte ranges.
public struct SARIFReporter: Reporter {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The key of Plumb's fingerprint in `partialFingerprints`; the suffix is its version.
    static let fingerprintKey = "plumbContextHash/v1"

    private let context: ReportContext

    public init(context: ReportContext) {
        self.context = context
    }

    public func report(_ findings: [Finding], summary: Summary) -> String {
        let ruleIndex = Dictionary(context.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var occurrences: [String: Int] = [:]
        let results = findings.map { finding -> OrderedJSON in
            let fingerprint = FindingFingerprint(finding, sources: context.sources).context
            let occurrence = occurrences[fingerprint, default: 0] + 1
            occurrences[fingerprint] = occurrence
            return result(finding, ruleIndex: ruleIndex[finding.ruleID], fingerprint: "\(fingerprint):\(occurrence)")
        }
        let driver = OrderedJSON.object([
            ("name", .string("plumb")),
            ("version", .string(context.toolVersion)),
            ("semanticVersion", .string(context.toolVersion)),
            ("rules", .array(context.rules.map(descriptor))),
        ])
        var run = OrderedJSON.object([
            ("tool", .object([("driver", driver)])),
            // Columns count characters (Unicode scalars); Plumb's own count bytes, converted below.
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        if let shard = context.shard {
            run = run.setting("properties", to: .object([(ShardIdentity.sarifProperty, shard.json)]))
        }
        let log = OrderedJSON.object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return log.rendered + "\n"
    }

    /// A rule's descriptor. `helpUri` must be an absolute URI (format "uri" in the SARIF 2.1.0
    /// schema), so it is there only when a published `docs/rules.md` is configured; the help
    /// text always is.
    private func descriptor(_ rule: RuleMetadata) -> OrderedJSON {
        let helpURI = context.helpURI(for: rule)
        let seeAlso = helpURI.map { "See [\(rule.id)](\($0))." } ?? "`plumb rules \(rule.id)` explains it with its options and examples."
        var members: [(key: String, value: OrderedJSON)] = [
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.explanation))])),
            ("help", .object([
                ("text", .string(rule.summary + "\n\n" + rule.explanation)),
                ("markdown", .string("**\(rule.summary)**\n\n\(rule.explanation)\n\n\(seeAlso)")),
            ])),
        ]
        if let helpURI { members.append(("helpUri", .string(helpURI))) }
        members += [
            ("defaultConfiguration", .object([("level", .string(Self.level(rule.defaultSeverity)))])),
            ("properties", .object([("tags", .array([.string("design-system"), .string(rule.kind.rawValue)]))])),
        ]
        return .object(members)
    }

    private func result(_ finding: Finding, ruleIndex: Int?, fingerprint: String) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .number(Double(ruleIndex)))) }
        members += [
            ("level", .string(Self.level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", .object([
                ("artifactLocation", artifact(finding.position.file)),
                ("region", .object([
                    ("startLine", .number(Double(finding.position.line))),
                    ("startColumn", .number(Double(characterColumn(finding.position)))),
                ])),
            ]))])])),
            ("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])),
        ]
        if finding.isFixable { members.append(("fixes", .array([fix(finding)]))) }
        return .object(members)
    }

    /// The edits of a fix, grouped by file in the order they first appear.
    private func fix(_ finding: Finding) -> OrderedJSON {
        var files: [String] = []
        var edits: [String: [TextEdit]] = [:]
        for edit in finding.fix {
            if edits[edit.file] == nil { files.append(edit.file) }
            edits[edit.file, default: []].append(edit)
        }
        let changes = files.map { file in
            OrderedJSON.object([
                ("artifactLocation", artifact(context.displayPath(file))),
                ("replacements", .array(edits[file, default: []].map { edit in
                    .object([
                        ("deletedRegion", .object([
                            ("byteOffset", .number(Double(edit.range.lowerBound))),
                            ("byteLength", .number(Double(edit.range.count))),
                        ])),
                        ("insertedContent", .object([("text", .string(edit.replacement))])),
                    ])
                })),
            ])
        }
        return .object([
            ("description", .object([("text", .string("Plumb's fix for \(finding.ruleID)"))])),
            ("artifactChanges", .array(changes)),
        ])
    }

    /// A relative path stays relative (code scanning resolves it against the checkout); an
    /// absolute one becomes a `file:` URI.
    private func artifact(_ path: String) -> OrderedJSON {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return .object([("uri", .string(path.hasPrefix("/") ? "file://" + encoded : encoded))])
    }

    /// Plumb's column counts UTF-8 bytes, as the compiler does; SARIF's counts characters.
    private func characterColumn(_ position: SourcePosition) -> Int {
        let line = context.sources.line(position.line, of: position.file).utf8
        let prefix = line.prefix(max(0, position.column - 1))
        guard prefix.count == position.column - 1 else { return position.column }
        return String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
