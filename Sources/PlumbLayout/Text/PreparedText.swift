/// A string split once into paragraphs and words, with each word's advance in font units for
/// every weight of the advance table, so that wrapping it at any width is arithmetic. A "word" is
/// what a line may not break inside: text between spaces, cut further where Chinese, Japanese or
/// Korean text may break between characters (`IdeographicBreaks`).
public struct PreparedText: Sendable, Hashable {
    struct Word: Sendable, Hashable {
        let text: Substring
        /// A space comes before the word; a piece of a run without spaces joins the one before it.
        let followsSpace: Bool
        /// The advance in font units, indexed by `AdvanceTable.index`.
        let units: [Int]
        /// Each character's advance in font units, character by character, every table's in
        /// `AdvanceTable.index` order: for breaking a word wider than the line.
        let characterUnits: [Int]
        /// The kerning of a space before the word and of its last character before a space, in
        /// font units, by table: what a space between two words adds to its own advance.
        let kerningAfterSpace: [Int], kerningBeforeSpace: [Int]

        func units(ofCharacter index: Int, table: Int) -> Int {
            characterUnits[index * AdvanceTable.all.count + table]
        }

        var characterCount: Int { characterUnits.count / AdvanceTable.all.count }
    }

    public let string: String
    let paragraphs: [[Word]]
    /// The advance of a space, by table.
    let spaceUnits: [Int]

    public init(_ string: String) {
        self.string = string
        // Every line break a `Text` honours ends a line: "\n", "\r", "\r\n" (one `Character`) and
        // Unicode's line and paragraph separators.
        paragraphs = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { paragraph in
            paragraph.split(separator: " ", omittingEmptySubsequences: false).flatMap { spaced in
                IdeographicBreaks.segments(of: spaced).enumerated().map { index, word in
                    Word(
                        text: word, followsSpace: index == 0, units: AdvanceTable.all.map { $0.units(of: word) },
                        characterUnits: word.flatMap { character in
                            AdvanceTable.all.map { $0.units(of: String(character)) }
                        },
                        kerningAfterSpace: AdvanceTable.all.map { table in word.unicodeScalars.first.map { table.kerning(" ", $0) } ?? 0 },
                        kerningBeforeSpace: AdvanceTable.all.map { table in word.unicodeScalars.last.map { table.kerning($0, " ") } ?? 0 })
                }
            }
        }
        spaceUnits = AdvanceTable.all.map { $0.units(of: " ") }
    }
}
