/// A `NavigationLink` row's disclosure indicator: the chevron UIKit draws at a list row's
/// trailing edge, as the room it takes from the row's content edge. Where the row's content ends
/// before it is in no render, but iOS 26 renders bound that room on both sides (docs/layout.md
/// "Metrics measured on renders"), so a row is laid out at both bounds as an open number and a
/// layout finding is one that holds at both.
public enum DisclosureIndicator {
    /// The least room: the content never runs under the chevron, whose ink starts 22.33pt from
    /// the card's trailing edge at xSmall text (6.33 past the row's 16-pt content edge) and
    /// further in as the text grows (6, 6.67 and 8.67 wide at xSmall, medium and xxLarge).
    public static let narrowest = 6.333

    /// The most: a row's label shown whole to 212.33pt from the card's trailing edge at xxLarge
    /// text (196.33 past the content edge), the most any render shows. Below xxLarge the chevron
    /// is smaller; above it no render measures it, but a bound too high can only hide a finding:
    /// one is reported only where it holds with the room `narrowest` leaves too.
    public static let widest = 196.333

    /// The indicator taking `width` beside a row's content.
    public static func node(width: Double) -> ViewNode {
        ViewNode(kind: .view("DisclosureIndicator"), layout: FrameLayout(width: width, height: 0), children: [.empty])
    }
}
