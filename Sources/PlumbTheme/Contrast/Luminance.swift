import Foundation
import PlumbCore

extension HexColor {
    /// WCAG 2 relative luminance, from 0 (black) to 1 (white).
    var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The opaque colour this one shows as on `backdrop` (whose own alpha is ignored).
    func composited(over backdrop: HexColor) -> HexColor {
        let opacity = Double(alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((opacity * Double(top) + (1 - opacity) * Double(bottom)).rounded())
        }
        return HexColor(red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue))
    }

    /// WCAG 2 contrast ratio of this colour as text on `backdrop`, from 1 to 21.
    func contrast(on backdrop: HexColor) -> Double {
        let text = composited(over: backdrop).relativeLuminance
        let back = backdrop.relativeLuminance
        return (max(text, back) + 0.05) / (min(text, back) + 0.05)
    }
}
