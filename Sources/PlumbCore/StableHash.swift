/// A 64-bit hash that is the same in every process and on every machine, unlike `Hasher`, which
/// is seeded per process: for what is written to disk and compared on a later run (cache keys,
/// baseline and SARIF fingerprints). MurmurHash3's 64-bit mixing over 8-byte words, so hashing a
/// whole source file costs little next to parsing it. Not for security.
public struct StableHash: Sendable {
    private var state: UInt64
    private var length: UInt64 = 0

    public init(seed: UInt64 = 0x9E37_79B9_7F4A_7C15) {
        state = seed
    }

    public mutating func combine(bytes: some Collection<UInt8>) {
        var word: UInt64 = 0
        var filled = 0
        for byte in bytes {
            word |= UInt64(byte) << (8 * UInt64(filled))
            filled += 1
            if filled == 8 {
                mix(word)
                word = 0
                filled = 0
            }
        }
        // The tail goes in with its length, so "a" and "a\0" differ.
        if filled > 0 { mix(word ^ (UInt64(filled) << 56)) }
        length &+= UInt64(bytes.count)
    }

    public mutating func combine(_ text: String) {
        combine(bytes: Array(text.utf8))
        // A separator, so that ("ab", "c") and ("a", "bc") differ.
        mix(0xFF ^ UInt64(text.utf8.count))
    }

    public mutating func combine(_ number: Int) {
        mix(UInt64(bitPattern: Int64(number)))
    }

    private mutating func mix(_ word: UInt64) {
        var k = word &* 0x87C3_7B91_1142_53D5
        k = (k << 31) | (k >> 33)
        k = k &* 0x4CF5_AD43_2745_937F
        state ^= k
        state = (state << 27) | (state >> 37)
        state = state &* 5 &+ 0x52DC_E729
    }

    /// The hash of everything combined so far.
    public var value: UInt64 {
        var h = state ^ length
        h ^= h >> 33
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h = h &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return h
    }

    /// `value` as 16 lowercase hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of bytes, as a file's content is keyed.
    public static func hex(ofBytes bytes: some Collection<UInt8>) -> String {
        var hash = StableHash()
        hash.combine(bytes: bytes)
        return hash.hex
    }

    /// The hash of one string.
    public static func hex(of text: String) -> String {
        var hash = StableHash()
        hash.combine(text)
        return hash.hex
    }
}
