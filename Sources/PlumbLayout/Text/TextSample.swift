/// How long the text known only at run time is laid out: a stated scenario, never a guess of
/// the app's data. `short` is one word; `typical` what the text's role usually holds; `long`
/// twice that, as a longer language (German, Finnish) or a long name would need.
public enum TextLength: String, Sendable, Hashable, CaseIterable, Comparable {
    case short, typical, long

    public static func < (lhs: TextLength, rhs: TextLength) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What a text known only at run time holds, as its source tells it (`item.title`, a button's
/// label, a formatted number): which sample it is laid out with.
public enum TextRole: String, Sendable, Hashable, CaseIterable {
    /// A person's or a thing's name: `user.name`, `author.displayName`.
    case name
    /// A title or heading: `post.title`, `section.headline`, a subtitle.
    case title
    /// A control's label known at run time: `Button(action.title)`, a Toggle's or a Label's title.
    case label
    /// Running text: `post.body`, `item.description`, a message, a note.
    case body
    /// A number shown as digits: `"\(count)"`, `Text(value, format: .number)`.
    case number
    /// A date or time: `Text(date, style: .date)`, `date.formatted()`.
    case date
    /// An identifier or a short code, which no language makes a sentence of: `item.id`, a `key`,
    /// `countryCode`, a `symbol`, a `unit`, `initials`, a `fieldName`.
    case code
    /// One character: a `Character` the view holds, shown as text (`Text(String(digit))` of a
    /// PIN field). One glyph in every language.
    case character
    /// A `Bool` shown as text (`"\(isOn)"`, `flag.description`, `String(describing: flag)`):
    /// "true" or "false", in every language (`Bool.description` is not localized). The longer,
    /// "false", at the typical and long lengths: no value it has is longer.
    case truthValue
    /// A string whose role the source does not tell.
    case text
    /// A string the project makes from a written one with its own method, whose result the
    /// repository does not hold (`"hide".localized()` through a lookup the strings are not in
    /// the repository for): nothing tells its length, not even the written string (a key's
    /// length is not its text's). Every length shows its shortest, one word, so a problem it
    /// takes part in holds at any length the text can have.
    case derived

    /// The sample at each length. The long sample is exactly twice the typical one's characters,
    /// but for a value of fixed length: digits are not translated, so a number is as long in every
    /// language; a date or time is as long as its format makes it, not as a language's words
    /// (`.formatted()` never writes "Saturday, June 8, 2024"); an identifier is as long as the
    /// system that issues it makes it. A derived string is one word at every length.
    /// All are plain words, so that text wraps where words of that length would.
    public func sample(_ length: TextLength) -> String {
        let (short, typical, long) = samples
        switch length {
        case .short: return short
        case .typical: return typical
        case .long: return long
        }
    }

    private var samples: (String, String, String) {
        switch self {
        case .name: ("Alex", "Alex Morgan", "Alexandra Maria Morgan")
        case .title: ("Hike", "Weekend hike in the hills", "A weekend hike in the hills above the old harbours")
        case .label: ("Save", "Save changes", "Save all the changes now")
        case .body: (
            "Fine",
            "We walked along the river at dawn and stopped for coffee in the little town by the bridge.",
            "We walked along the river at dawn and stopped for coffee in the little town by the bridge. "
                + "Later, we climbed the hill to watch the fishing boats come home as the light turned gold.")
        case .number: ("7", "1,234", "1,234")
        case .date: ("Today", "Jun 5, 2024", "Jun 5, 2024")
        case .code: ("A1", "AB-12345", "AB-12345")
        case .character: ("A", "A", "A")
        case .truthValue: ("true", "false", "false")
        case .text: ("Done", "Updated a moment ago", "Updated a moment ago from another device")
        case .derived: ("Done", "Done", "Done")
        }
    }
}

/// What a laid-out text known only at run time shows: its length scenario and how many
/// characters the sample has, for messages ("with long text (50 characters)") and outputs.
public struct TextSample: Sendable, Hashable, CustomStringConvertible {
    public let length: TextLength
    public let characters: Int

    public init(length: TextLength, characters: Int) {
        self.length = length
        self.characters = characters
    }

    /// "typical text (25 characters)", "typical text (1 character)".
    public var description: String { "\(length.rawValue) text (\(characters) character\(characters == 1 ? "" : "s"))" }
}
