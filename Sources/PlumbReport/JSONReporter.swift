import PlumbCore

/// The JSON other tools read, version 1. Keys come in the documented order, which
/// `JSONEncoder` does not promise, so the document is an `OrderedJSON`.
public struct JSONReporter: Reporter {
    public init() {}

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
        let document = OrderedJSON.object([
            ("version", .number(1)),
            ("findings", .array(items)),
            ("summary", .object([
                ("files", .number(Double(summary.files))),
                ("errors", .number(Double(summary.errors))),
                ("warnings", .number(Double(summary.warnings))),
                ("infos", .number(Double(summary.infos))),
            ])),
        ])
        return document.rendered + "\n"
    }
}
