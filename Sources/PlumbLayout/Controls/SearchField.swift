/// The room a `.searchable` field takes from the scroll container it searches, on iOS 26: in the
/// bottom toolbar on iPhone, below the navigation bar with `.navigationBarDrawer` or `.toolbar`
/// placement (Apple's `SearchFieldPlacement` and `searchToolbarBehavior(_:)` pages). Its height
/// there is in no render, so the room is bounded, not measured: from none (the field minimised,
/// scrolled away, in the navigation bar's trailing end on iPad, or not drawn outside a navigation
/// container) up to `mostRoom`.
public enum SearchField {
    /// The most: twice the band the iOS 18 field takes below a large title in a render
    /// (authenticator-ios's `ItemListView` reference PNGs, iPhone 390 × 844 at 3×: the bar ends at
    /// 200.33, 57.33 below the 143 of a large-title bar without a field). A bound too high can
    /// only hide a finding: one is reported only where it holds with no room taken too.
    public static let mostRoom = 114.667
}
