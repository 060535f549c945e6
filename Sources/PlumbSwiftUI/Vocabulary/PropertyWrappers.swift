/// SwiftUI's property wrappers, in the families the rules and the reader treat alike.
public enum PropertyWrappers {
    /// The wrappers that make a view evaluate its body again when their value changes: SwiftUI's
    /// dynamic properties.
    public static let dynamic: Set<String> = [
        "State", "Binding", "StateObject", "ObservedObject", "Bindable", "Query", "FetchRequest", "SectionedFetchRequest",
        "AppStorage", "SceneStorage", "FocusState", "GestureState", "EnvironmentObject", "Environment",
    ]

    /// The wrappers of a plain value the view sets in place: its own state, a binding to another
    /// view's, a stored default, a scene's stored value.
    public static let settableValues: Set<String> = ["State", "Binding", "AppStorage", "SceneStorage"]

    /// The wrappers of a model object the view creates, is given or reads from the environment.
    public static let models: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject", "Bindable"]

    /// The wrappers whose value scales with the Dynamic Type size: the value a view is given is
    /// the one at the Large size only.
    public static let scaledWithTextSize: Set<String> = ["ScaledMetric"]

    /// The wrappers whose value the environment or a store provides, never the view's caller.
    public static let filledBySwiftUI: Set<String> = [
        "Environment", "EnvironmentObject", "Query", "FetchRequest", "SectionedFetchRequest", "FocusState",
        "GestureState", "AppStorage", "SceneStorage", "Namespace", "ScaledMetric", "FocusedValue", "FocusedBinding",
    ]
}
