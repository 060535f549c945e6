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
        if bytes.withContiguousStorageIfAvailable({ combine(contiguous: UnsafeRawBufferPointer($0)) }) == nil {
            Array(bytes).withUnsafeBytes { combine(contiguous: $0) }
        }
    }

    /// The bytes as little-endian 8-byte words, read in place: the warm project hashes every
    /// path and declaration name on each call, where a loop byte by byte and a copy of each
    /// string into an array were 6 % of a call.
    private mutating func combine(contiguous bytes: UnsafeRawBufferPointer) {
        let whole = bytes.count / 8 * 8
        for offset in stride(from: 0, to: whole, by: 8) {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
        }
        // The tail goes in with its length, so "a" and "a\0" differ.
        var tail: UInt64 = 0
        for index in whole..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - whole)) }
        if bytes.count > whole { mix(tail ^ (UInt64(bytes.count - whole) << 56)) }
        length &+= UInt64(bytes.count)
    }

    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(contiguous: UnsafeRawBufferPointer($0)) }
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
