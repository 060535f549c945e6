/// A string split once into paragraphs and words, with each word's advance in font units for
/// every weight of the advance table, so that wrapping it at any width is arithmetic.
public struct PreparedText: Sendable, Hashable {
    struct Word: Sendable, Hashable {
        let text: Substring
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
        paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            paragraph.split(separator: " ", omittingEmptySubsequences: false).map { word in
                Word(
                    text: word, units: AdvanceTable.all.map { $0.units(of: word) },
                    characterUnits: word.flatMap { character in
                        AdvanceTable.all.map { $0.units(of: String(character)) }
                    },
                    kerningAfterSpace: AdvanceTable.all.map { table in word.unicodeScalars.first.map { table.kerning(" ", $0) } ?? 0 },
                    kerningBeforeSpace: AdvanceTable.all.map { table in word.unicodeScalars.last.map { table.kerning($0, " ") } ?? 0 })
            }
        }
        spaceUnits = AdvanceTable.all.map { $0.units(of: " ") }
    }
}
