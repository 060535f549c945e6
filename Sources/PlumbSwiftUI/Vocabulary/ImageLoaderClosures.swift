/// How an image loader's view (`AsyncImage`, and the libraries' `LazyImage`, `WebImage`,
/// `CachedAsyncImage`) hands its content closure the picture it loads at run time. Until the
/// picture is there the view shows its placeholder, or what its closure shows for a state
/// without one; the picture, once loaded, is of a size known only then.
public enum ImageLoaderClosures {
    /// What the content closure is given.
    public enum Content: Equatable, Sendable {
        /// The loaded `Image` itself, a placeholder closure beside it (`AsyncImage(url:) { image
        /// in … } placeholder: { … }`, `WebImage`, `CachedAsyncImage`).
        case picture
        /// The loading's state, whose `image` is the picture once loaded and nil until then
        /// (Nuke's `LazyImageState`, SwiftUI's `AsyncImagePhase`); a phase is also a `switch`
        /// whose `success(image)` case holds the picture and whose `empty` case shows the loading.
        case state
    }

    /// The loader views whose content closure is read, by the name their initializer is called
    /// with. A library's is the library's only where `ImageLibraries` says so.
    public static let views: Set<String> = ["AsyncImage", "CachedAsyncImage", "WebImage", "LazyImage"]
    /// The loaders whose closure is always given the state, with no placeholder closure beside it.
    public static let stateOnly: Set<String> = ["LazyImage"]

    /// The label of the closure shown until the picture is loaded.
    public static let placeholderLabel = "placeholder"
    /// The state's member that holds the picture once loaded (`state.image`, `phase.image`).
    public static let pictureMember = "image"
    /// The phase's case that holds the loaded picture, and the one shown while it loads.
    public static let loadedCase = "success"
    public static let loadingCase = "empty"

    /// What the content closure of the loader `name` is given: the picture where a placeholder
    /// closure goes with it, else the state (Nuke's `LazyImage` always hands its state).
    public static func content(of name: String, hasPlaceholder: Bool) -> Content? {
        guard views.contains(name) else { return nil }
        return hasPlaceholder && !stateOnly.contains(name) ? .picture : .state
    }
}
