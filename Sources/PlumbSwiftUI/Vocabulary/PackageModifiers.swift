/// View modifiers that packages, and Apple frameworks beside SwiftUI, add to every view and that
/// leave the modified view's size and place alone: each runs code when the view appears, hangs
/// what it presents in an overlay or a background of the view (which SwiftUI sizes to the view,
/// never the other way round), or presents system interface apart from the view. The reader reads
/// on through them as through SwiftUI's neutral modifiers (`ModifierCatalog`).
///
/// A name is the package's only where the file that calls it imports one of the modules listed
/// (the file a project's own wrapper is declared in, for a wrapper that calls it) and the project
/// declares no modifier of that name; any other modifier the source cannot see stays opaque.
public enum PackageModifiers {
    /// Each modifier by its name, with the modules that declare it. Every package's entry was read
    /// in its source, the comment saying what its body does; every framework's is as Apple's
    /// documentation describes it (developer.apple.com/documentation/swiftui/view/…).
    private static let neutral: [String: Set<String>] = [
        // firebase/firebase-ios-sdk, `FirebaseAnalytics/Sources/Analytics+SwiftUI.swift`
        // (`FirebaseAnalyticsSwift` before Firebase 11): `LoggedAnalyticsModifier` is
        // `content.onAppear { Analytics.logEvent(…) }`.
        "analyticsScreen": ["FirebaseAnalytics", "FirebaseAnalyticsSwift"],
        // getsentry/sentry-cocoa, `SentryTracedView`: its body is `content().onAppear(…)`.
        "sentryTrace": ["SentrySwiftUI"],
        // elai950/AlertToast, `AlertToastModifier`: every display mode is `content.overlay(…)`
        // holding the toast while it is presented.
        "toast": ["AlertToast"],
        // siteline/swiftui-introspect, `IntrospectModifier`: `content.background(…)` of a
        // zero-size view that finds the UIKit view underneath.
        "introspect": ["SwiftUIIntrospect"],
        // stleamist/BetterSafariView, `SafariViewPresentationModifier`: `content.background(…)`
        // of a zero-size presenter of the Safari view controller.
        "safariView": ["BetterSafariView"],
        // krzysztofzablocki/Inject and johnno1962/HotSwiftUI: `AnyView(self)` in debug builds,
        // `self` in release ones.
        "enableInjection": ["Inject", "HotSwiftUI"],
        // PhotosUI's `photosPicker(isPresented:selection:…)`: "Presents a Photos picker".
        "photosPicker": ["PhotosUI"],
        // TipKit's `popoverTip(_:arrowEdge:action:)`: "Presents a popover tip on the modified view".
        "popoverTip": ["TipKit"],
        // Translation's `translationPresentation(isPresented:text:…)`: "Presents a translation
        // popover"; `translationTask(_:action:)`: "Adds a task to perform before this view appears".
        "translationPresentation": ["Translation"],
        "translationTask": ["Translation"],
    ]

    /// The modules that declare the layout-neutral modifier `name`, when it is one.
    public static func modules(declaringNeutral name: String) -> Set<String>? {
        neutral[name]
    }
}
