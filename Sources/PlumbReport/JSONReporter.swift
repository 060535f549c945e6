import PlumbCore

/// The JSON other tools read, version 1. Keys come in the documented order, which
/// `JSONEncoder` does not promise, so the document is an `OrderedJSON`.
public struct JSONReporter: Reporter {
    /// Which shard of a run the report is, for `plumb merge`; nil for a whole run.
    private let shard: ShardIdentity?

    public init(shard: ShardIdentity? = nil) {
        self.shard = shard
    }

    public func report(_ findings: [Finding], summary: Summary) -> String {
        let items = findings.map { finding in
            var fields: [(key: String, value: OrderedJSON)] = [
                ("rule", .string(finding.ruleID)),
                ("severity", .string(finding.severity.rawValue)),
                ("file", .string(finding.position.file)),
                ("line", .number(Double(finding.position.line))),
                ("column", .number(Double(finding.position.column))),
                ("message", .string(finding.message)),
                ("fixable", .bool(finding.isFixable)),
            ]
            // Only layout findings have scenarios; the key is absent on the others.
            if let scenarios = finding.scenarios { fields.append(("scenarios", .array(scenarios.map(OrderedJSON.string)))) }
            return OrderedJSON.object(fields)
        }
        var document = OrderedJSON.object([
            ("version", .number(1)),
            ("findings", .array(items)),
            ("summary", .object([
                ("files", .number(Double(summary.files))),
                ("errors", .number(Double(summary.errors))),
                ("warnings", .number(Double(summary.warnings))),
                ("infos", .number(Double(summary.infos))),
            ])),
        ])
        if let shard { document = document.setting(ShardIdentity.jsonKey, to: shard.json) }
        return document.rendered + "\n"
    }
}
