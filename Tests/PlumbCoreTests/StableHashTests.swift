import PlumbCore
import Testing

/// `StableHash` keys what is written to disk and compared on a later run (the cache, baseline
/// and SARIF fingerprints), so its values never change: these were computed by the byte-by-byte
/// implementation, before the bytes were read eight at a time.
@Suite struct StableHashTests {
    @Test(arguments: [
        ("", "92e7f19f1de1f3dd"),
        ("a", "49f510c049b2c300"),
        ("abcdefg", "fcb1bd0a87495aa3"),
        ("abcdefgh", "b052e48a897f8794"),
        ("abcdefghi", "bd73e681a54506e4"),
        ("0123456789abcdef", "2d0698ed8bd96dab"),
        ("0123456789abcdefg", "d117ac32e5835562"),
        ("é☕️ Tea", "e5a84848ef15719c"),
        (#"struct Row: View { var body: some View { Text("Hi") } }"#, "7bf552ddda31bbd4"),
    ])
    func aStringHashesAsItAlwaysHas(text: String, hex: String) {
        #expect(StableHash.hex(of: text) == hex)
    }

    @Test func stringsNumbersAndBytesTogether() {
        var hash = StableHash()
        hash.combine("ab")
        hash.combine("c")
        hash.combine(-7)
        hash.combine(bytes: (0..<20).map { UInt8($0) })
        #expect(hash.hex == "c289c1601986963c")
    }

    @Test func bytesHashAlikeInAnyCollection() {
        let bytes = Array("a file's content, longer than one word".utf8)
        #expect(StableHash.hex(ofBytes: bytes.lazy.map { $0 }) == StableHash.hex(ofBytes: bytes))
        #expect(StableHash.hex(ofBytes: bytes[3...]) == StableHash.hex(ofBytes: Array(bytes[3...])))
    }
}
