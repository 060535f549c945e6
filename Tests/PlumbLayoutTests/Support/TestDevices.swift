import PlumbLayout

/// A few devices of data/devices.md, until the catalog in PlumbCore lands: portrait points,
/// scale, safe-area insets portrait (top/bottom) and landscape (sides/bottom).
struct TestDevice: CustomStringConvertible {
    let name: String
    let width: Double
    let height: Double
    let scale: Double
    let portrait: EdgeInsets
    let landscape: EdgeInsets

    var description: String { name }

    func host(landscape isLandscape: Bool, text: DynamicTypeSize = .large) -> LayoutHost {
        LayoutHost(
            screenSize: isLandscape ? Size(width: height, height: width) : Size(width: width, height: height),
            safeAreaInsets: isLandscape ? landscape : portrait, scale: scale, dynamicTypeSize: text)
    }

    static let iPhoneSE3 = TestDevice(
        name: "iPhone SE (3rd gen)", width: 375, height: 667, scale: 2,
        portrait: EdgeInsets(top: 20), landscape: .zero)
    static let iPhone15 = TestDevice(
        name: "iPhone 15", width: 393, height: 852, scale: 3,
        portrait: EdgeInsets(top: 59, bottom: 34), landscape: EdgeInsets(leading: 59, bottom: 21, trailing: 59))
    static let iPhone16ProMax = TestDevice(
        name: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3,
        portrait: EdgeInsets(top: 62, bottom: 34), landscape: EdgeInsets(leading: 62, bottom: 21, trailing: 62))
    static let iPhone16e = TestDevice(
        name: "iPhone 16e", width: 390, height: 844, scale: 3,
        portrait: EdgeInsets(top: 47, bottom: 34), landscape: EdgeInsets(leading: 47, bottom: 21, trailing: 47))
    static let iPadPro11M4 = TestDevice(
        name: "iPad Pro 11-inch (M4)", width: 834, height: 1210, scale: 2,
        portrait: EdgeInsets(top: 24, bottom: 20), landscape: EdgeInsets(top: 24, bottom: 20))
    static let iPadMiniA17 = TestDevice(
        name: "iPad mini (A17 Pro)", width: 744, height: 1133, scale: 2,
        portrait: EdgeInsets(top: 24, bottom: 20), landscape: EdgeInsets(top: 24, bottom: 20))

    static let all = [iPhoneSE3, iPhone15, iPhone16ProMax, iPhone16e, iPadPro11M4, iPadMiniA17]
}
