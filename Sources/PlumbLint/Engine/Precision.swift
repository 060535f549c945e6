/// A set of apps whose findings were judged by hand (docs/accuracy.md).
public struct MeasuredSet: Sendable, Equatable {
    public let name: String
    /// When, and with which build, as docs/accuracy.md records it.
    public let measured: String
    /// Whether Plumb had never been run on, nor changed for, these apps before they were measured:
    /// only such a set shows what a new user sees.
    public let isUnseen: Bool

    public static let unseen1 = MeasuredSet(name: "unseen set 1", measured: "2026-11-27, main at 675204c", isUnseen: true)
    public static let unseen2 = MeasuredSet(name: "unseen set 2", measured: "2026-11-27, main at b5b3125", isUnseen: true)
    /// Both unseen sets' judged findings together, for a rule that fired too rarely on the second
    /// to be judged on it alone.
    public static let unseenPooled = MeasuredSet(
        name: "unseen sets 1 and 2", measured: "2026-11-27, main at 675204c and b5b3125", isUnseen: true)
    /// Unseen sets 5 to 11 together: seven sets of eight apps judged by one method (40 of the
    /// default configuration's findings drawn at random over the apps, and every layout finding
    /// with every rule on, or set 9's stable 80), each at its session's start before any change.
    public static let unseen5to11 = MeasuredSet(
        name: "unseen sets 5–11", measured: "2026-11-28 to 2026-11-29, main at facb2ac to 5a604e2", isUnseen: true)
    /// Unseen sets 5 to 14 together, judged by the same method as 5 to 11; a rule's figure takes
    /// sets 12 to 14 only where they judged its findings (the default rules and the layout rules).
    public static let unseen5to14 = MeasuredSet(
        name: "unseen sets 5–14", measured: "2026-11-28 to 2026-11-29, main at facb2ac to 57fc3e1", isUnseen: true)
    /// The "current" column of docs/accuracy.md's table: thirteen apps, issue 12.
    public static let tuning = MeasuredSet(name: "the tuning apps", measured: "2026-11-22, e16fb21", isUnseen: false)
}

/// How many of a rule's judged findings on one set were real.
public struct Precision: Sendable {
    public let real: Int
    public let judged: Int
    public let set: MeasuredSet

    /// Nil when the rule reported nothing there to judge.
    public var value: Double? { judged == 0 ? nil : Double(real) / Double(judged) }

    /// "0.50 (5/10) on unseen set 1, 2026-11-27, main at 675204c", or "no finding on …".
    public var summary: String {
        guard let value else { return "no finding on \(set.name) (\(set.measured))" }
        return "\(Precision.format(value)) (\(real)/\(judged)) on \(set.name) (\(set.measured))"
    }

    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    public static func unseen1(_ real: Int, of judged: Int) -> Precision { Precision(real: real, judged: judged, set: .unseen1) }
    public static func unseen2(_ real: Int, of judged: Int) -> Precision { Precision(real: real, judged: judged, set: .unseen2) }
    public static func unseenPooled(_ real: Int, of judged: Int) -> Precision { Precision(real: real, judged: judged, set: .unseenPooled) }
    public static func unseen5to11(_ real: Int, of judged: Int) -> Precision { Precision(real: real, judged: judged, set: .unseen5to11) }
    public static func unseen5to14(_ real: Int, of judged: Int) -> Precision { Precision(real: real, judged: judged, set: .unseen5to14) }
    public static func tuning(_ real: Int, of judged: Int) -> Precision { Precision(real: real, judged: judged, set: .tuning) }
}

/// What was measured of one rule, and what is known of its false findings since.
public struct PrecisionRecord: Sendable {
    /// On the latest unseen set; nil when the rule did not run there (it was off by default).
    public var unseen: Precision?
    /// On the apps Plumb was tuned against; nil when it was not judged there.
    public var tuning: Precision?
    /// Classes of false findings an unseen set showed that no fix has removed yet.
    public var unfixed: [String]
    /// What changed since the unseen figure, said beside it (its false findings fixed since).
    public var since: String?
    /// How many of the unseen figure's false findings are in a view nothing in the project creates:
    /// true of the code, judged false because the app cannot show them, and reported by decision
    /// (docs/accuracy.md, "The default set, again after unseen set 13"), so the policy leaves them out.
    public var inViewsNothingCreates: Int

    public init(unseen: Precision?, tuning: Precision?, unfixed: [String] = [], since: String? = nil, inViewsNothingCreates: Int = 0) {
        self.unseen = unseen
        self.tuning = tuning
        self.unfixed = unfixed
        self.since = since
        self.inViewsNothingCreates = inViewsNothingCreates
    }

    /// The unseen figure the policy reads: without the findings in views nothing creates.
    public var unseenAsReported: Precision? {
        unseen.map { Precision(real: $0.real, judged: $0.judged - inViewsNothingCreates, set: $0.set) }
    }

    /// "Precision: 0.50 (5/10) on unseen set 1 (…); 1.00 (10/10) on the tuning apps (…)", with what
    /// changed since and the false classes left.
    public var summary: String {
        let figures = [unseen, tuning].compactMap { $0?.summary }
        var text = figures.isEmpty ? "Precision: never measured." : "Precision: " + figures.joined(separator: "; ") + "."
        if inViewsNothingCreates > 0 {
            text += " \(inViewsNothingCreates) of the unseen false findings are in views nothing in the project creates, reported by decision."
        }
        if let since { text += " Since: \(since)." }
        if !unfixed.isEmpty { text += " False findings not fixed yet: \(unfixed.joined(separator: "; "))." }
        return text
    }

    /// The figure `plumb rules` shows in its table: the unseen one the policy reads where the rule
    /// fired there, as a count where it fired too rarely to judge ("0/2 unseen").
    public var column: String {
        if let unseen = unseenAsReported, let value = unseen.value {
            return unseen.judged < DefaultSet.minimumJudged ? "\(unseen.real)/\(unseen.judged) unseen" : "\(Precision.format(value)) unseen"
        }
        if let tuning, let value = tuning.value { return "\(Precision.format(value)) tuning" }
        return "-"
    }
}
