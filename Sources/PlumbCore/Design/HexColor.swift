/// An sRGB colour with 8-bit channels, read from hex digits (`#RGB`, `#RRGGBB`, `#RRGGBBAA`, the
/// `#` optional) and written back as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque.
public struct HexColor: Sendable, Equatable, CustomStringConvertible {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8
    public let alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init?(_ text: String) {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let full = digits.count == 3 ? String(digits.flatMap { [$0, $0] }) : String(digits)
        guard let value = UInt32(full, radix: 16) else { return nil }
        let rgba = full.count == 8 ? value : value << 8 | 0xFF
        self.init(red: UInt8(rgba >> 24), green: UInt8(rgba >> 16 & 0xFF), blue: UInt8(rgba >> 8 & 0xFF), alpha: UInt8(rgba & 0xFF))
    }

    /// A colour from channels between 0 and 1, as the DTCG colour object gives them; `nil` when
    /// one is out of range.
    public init?(unitRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let channels = [red, green, blue, alpha]
        guard channels.allSatisfy({ (0...1).contains($0) }) else { return nil }
        let bytes = channels.map { UInt8(($0 * 255).rounded()) }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes[3])
    }

    public var isOpaque: Bool { alpha == 255 }

    public var description: String {
        let channels = isOpaque ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
