/// Where a line may break inside a run of text that has no spaces. Chinese and Japanese are set
/// without spaces between words, and a line breaks between any two ideographs or kana (UAX #14,
/// "Unicode Line Breaking Algorithm": class ID breaks before and after, rule LB31), except before
/// a character that may not start a line — closing brackets, the ideographic comma and full stop,
/// small kana, the prolonged sound mark (classes CL, CP, NS, EX, IS and CJ: the kinsoku rules of
/// W3C's "Requirements for Japanese Text Layout", 3.1.7) — or after one that may not end a line
/// (an opening bracket, class OP). Hangul syllables break the same way, as UAX #14's default
/// does; a renderer that keeps Korean words whole breaks less often, so measuring it this way
/// can only miss a truncation, never report one that is not there.
enum IdeographicBreaks {
    /// `word` cut at every place a line may break inside it; the word itself when it has none.
    static func segments(of word: Substring) -> [Substring] {
        guard word.unicodeScalars.contains(where: { $0.value >= firstIdeographic }) else { return [word] }
        var segments: [Substring] = []
        var start = word.startIndex
        var previous: Unicode.Scalar?
        for index in word.indices {
            guard let scalar = word[index].unicodeScalars.first else { continue }
            if let previous, allowsBreak(between: previous, and: scalar) {
                segments.append(word[start..<index])
                start = index
            }
            previous = scalar
        }
        segments.append(word[start...])
        return segments
    }

    static func allowsBreak(between before: Unicode.Scalar, and after: Unicode.Scalar) -> Bool {
        guard isIdeographic(before) || isIdeographic(after) else { return false }
        return !cannotStartLine.contains(after) && !cannotEndLine.contains(before)
    }

    private static let firstIdeographic: UInt32 = 0x2E80

    private static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        ideographicRanges.contains { $0.contains(scalar.value) }
    }

    /// CJK radicals and symbols, kana, Bopomofo, the unified and compatibility ideographs (with
    /// the supplementary planes), Hangul syllables and the full-width forms.
    private static let ideographicRanges: [ClosedRange<UInt32>] = [
        0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x20000...0x3FFFD,
    ]

    /// Closing brackets and punctuation, small kana, iteration and prolonged sound marks.
    private static let cannotStartLine: Set<Unicode.Scalar> = Set(
        "、。，．：；！？）」』】〕〉》〙〗］｝〞〟ー々〻ゝゞヽヾ・ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ,.:;!?)]}%"
            .unicodeScalars)

    /// Opening brackets.
    private static let cannotEndLine: Set<Unicode.Scalar> = Set("（「『【〔〈《〘〖［｛〝([{".unicodeScalars)
}
