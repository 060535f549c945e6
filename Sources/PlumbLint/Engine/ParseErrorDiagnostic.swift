import PlumbCore

/// The built-in diagnostic for a file Plumb could not read whole: not UTF-8 text, nested beyond
/// what the parser reads in reasonable time, or Swift that does not parse cleanly. It is no rule
/// (nothing configures it), but `plumb rules parse-error` explains it.
public enum ParseErrorDiagnostic {
    public static let id = "parse-error"
    /// An error, not a note: the code the parser could not read was not checked, so a gate on
    /// "no errors" (CI, a code generator) must not pass it.
    public static let severity = Severity.error

    public static let explanation = """
        parse-error — a file Plumb could not read whole

        Default: error. Not a rule: it cannot be configured or turned off.

        A file that does not parse cleanly is checked as far as it parses; a file that is not \
        UTF-8 text, or nests brackets beyond what the parser reads in reasonable time, is not \
        checked at all. Either way the code Plumb could not read was not checked, so the finding \
        is an error and the run exits 1: a gate on "no errors" must not pass unchecked code. \
        --fix leaves such a file alone. Fix the file, or leave it out with the configuration's \
        `excluded` globs.

        """
}
