extension String {
    /// Whether the string holds `text`: what `contains(_:)` answers. An ASCII string (nearly
    /// every name in code) is searched byte for byte; Foundation's `contains`, which any other
    /// string keeps, costs thousands of instructions a call, and rules ask it of every reference.
    public func holdsText(_ text: String) -> Bool {
        guard !text.isEmpty, utf8.allSatisfy({ $0 < 0x80 }) else { return contains(text) }
        let found = utf8.withContiguousStorageIfAvailable { haystack in
            text.utf8.withContiguousStorageIfAvailable { needle in
                needle.count <= haystack.count && (0...(haystack.count - needle.count)).contains { start in
                    needle.indices.allSatisfy { haystack[start + $0] == needle[$0] }
                }
            }
        }
        return (found ?? nil) ?? contains(text)
    }
}
