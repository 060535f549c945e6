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

        What it means: Plumb reads Swift with swift-syntax, the parser of the Swift project, \
        without a compiler. At the finding's line and column the parser met a token it did not \
        expect, or missed one it needed. Code after that point in the same declaration may be \
        read wrongly or not at all. A file that is not UTF-8 text, or nests brackets beyond what \
        the parser reads in reasonable time, is not checked at all.

        What was checked: a file that does not parse cleanly is checked as far as it parses; the \
        rest is not linted. The code Plumb could not read was not checked, so the finding is an \
        error and the run exits 1: a gate on "no errors" must not pass unchecked code. --fix \
        leaves such a file alone. Code that no compiler builds — a `#if swift(<5.9)`, \
        `#if compiler(<6)` or `#if false` branch — is never a parse error, and is not linted.

        What to do: if the file does not build, fix it. If it builds with Xcode, the parser and \
        the compiler disagree: that is a parser bug. Report it with the smallest snippet that \
        shows it — to Plumb's issue tracker, or to swift-syntax's \
        (https://github.com/swiftlang/swift-syntax/issues) — and meanwhile leave the file out \
        with the configuration's `excluded` globs.

        """
}
