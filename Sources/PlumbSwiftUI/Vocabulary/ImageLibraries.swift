/// The image libraries apps load pictures with in place of `AsyncImage`: their views, the module
/// that declares each, and the modifiers that only say how a picture is fetched, cached or drawn.
/// A name is the library's only where the file imports that module and the project declares no
/// type of its own by that name.
public enum ImageLibraries {
    /// Each library view by the name its initializer is called with, with the modules that
    /// declare it (Nuke's views moved from `NukeUI` into `Nuke` itself in Nuke 12).
    public static let views: [String: Set<String>] = [
        "KFImage": ["Kingfisher"], "KFAnimatedImage": ["Kingfisher"],
        "LazyImage": ["NukeUI", "Nuke"],
        "WebImage": ["SDWebImageSwiftUI"], "AnimatedImage": ["SDWebImageSwiftUI"],
        "CachedAsyncImage": ["CachedAsyncImage"],
    ]

    /// The library's modifiers of its views, which return the same view: how the picture is
    /// fetched, decoded, cached, faded in or handled when loaded. None changes the view's size;
    /// a placeholder is shown only until the picture, of unknown size, arrives.
    public static let loadingModifiers: Set<String> = [
        // Kingfisher's `KFOptionSetter` and `KFImageProtocol`.
        "placeholder", "fade", "forceTransition", "onSuccess", "onFailure", "onProgress", "onFailureImage", "retry",
        "cancelOnDisappear", "reducePriorityOnDisappear", "startLoadingBeforeViewAppear", "loadDiskFileSynchronously",
        "cacheOriginalImage", "cacheMemoryOnly", "memoryCacheExpiration", "diskCacheExpiration", "backgroundDecode",
        "callbackQueue", "setProcessor", "setProcessors", "appendProcessor", "downsampling", "scaleFactor",
        "targetCache", "originalCache", "requestModifier", "configure", "contentConfigure", "imageModifier",
        "onlyFromCache", "onlyLoadFirstFrame", "fromMemoryCacheOrRefresh", "waitForCache", "lowDataModeSource",
        "alternativeSources", "serialize",
        // Nuke's `LazyImage`.
        "processors", "priority", "pipeline", "onStart", "onCompletion",
        // SDWebImageSwiftUI's `WebImage` and `AnimatedImage`.
        "indicator", "onUpdate", "customLoopCount", "playbackRate", "playbackMode", "purgeable", "runLoopMode",
    ]

    /// The library protocols a project extends with its own loading options (`extension
    /// KFOptionSetter { func note() -> Self }`): such a method returns the same view.
    public static let optionProtocols: Set<String> = ["KFOptionSetter", "KFImageProtocol"]

    /// The modules that declare the library view `name`, when it is one.
    public static func modules(declaring name: String) -> Set<String>? {
        views[name]
    }
}
