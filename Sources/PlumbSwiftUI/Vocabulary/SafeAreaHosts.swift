import PlumbLayout

/// The containers that host their pages in a system controller of their own: a navigation
/// stack, a split view, a tab view. `ignoresSafeArea` written on the container reaches its own
/// background, not the pages' content, which the hosting controller keeps inside the safe area
/// (a navigation page's text stays clear of the landscape sensor housing). The reader leaves
/// the modifier out there rather than lay the pages out under the bars and the housing.
enum SafeAreaHosts {
    static let names: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "TabView"]

    /// Whether `node` is such a container, under the modifiers written on it before.
    static func hostsItsPages(_ node: ViewNode) -> Bool {
        var node = node
        while case .modifier = node.kind, let child = node.children.first { node = child }
        guard case .view(let name) = node.kind else { return false }
        return names.contains(name)
    }
}
