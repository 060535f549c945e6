import PlumbCore

/// Narrows a package target's platforms to those it is linked for.
///
/// A package's `platforms:` list is every platform of the package, but a target that only
/// some of them link runs only there: a multi-platform app splits its screens into an iPhone
/// and Mac library linked with `.when(platforms: [.iOS, .macOS])` and a TV library linked for
/// `.tvOS`, or links a product in the Xcode project with platform filters. The TV's safe zone
/// does not apply to the iPhone library's screens.
///
/// A target's uses are the links of the project's other targets, tests apart (a test runs
/// wherever its package does, it is not where the app runs): a target of the same package named
/// by the link, or the package products that export it. Each use is limited to its condition
/// and to where its user runs, followed up the chain of users. A target keeps its own
/// platforms when nothing in the project uses it, when any use is not known to be limited
/// (a user whose platforms are unknown), and when it is exported as a product that no target
/// of the project links: an app outside the checked files may link it anywhere.
enum LinkedPlatforms {
    static func narrowed(_ targets: [ProjectTarget]) -> [ProjectTarget] {
        var resolver = Resolver(targets: targets)
        return targets.indices.map { index in
            var target = targets[index]
            target.platforms = resolver.platforms(of: index)
            if let platforms = target.platforms { target.deploymentTargets = target.deploymentTargets.filter { platforms.contains($0.key) } }
            return target
        }
    }

    private struct Resolver {
        let targets: [ProjectTarget]
        private var resolved: [Int: Set<Platform>?] = [:]
        private var resolving: Set<Int> = []

        init(targets: [ProjectTarget]) { self.targets = targets }

        mutating func platforms(of index: Int) -> Set<Platform>? {
            if let known = resolved[index] { return known }
            let target = targets[index]
            guard target.source == .package, let own = target.platforms, !resolving.contains(index) else { return target.platforms }
            resolving.insert(index)
            defer { resolving.remove(index) }
            var linkedFor = Set<Platform>()
            var usedAsProduct = false
            var used = false
            for (userIndex, user) in targets.enumerated() where userIndex != index && user.role != .test {
                for link in user.links where uses(link, by: user, target) {
                    used = true
                    if link.kind != .target, target.products.contains(link.name) { usedAsProduct = true }
                    guard let userPlatforms = platforms(of: userIndex) else {
                        resolved[index] = own
                        return own
                    }
                    linkedFor.formUnion(link.platforms.map { $0.intersection(userPlatforms) } ?? userPlatforms)
                }
            }
            let exportedButNotLinked = !target.products.isEmpty && !usedAsProduct
            let result = !used || exportedButNotLinked ? own : own.intersection(linkedFor)
            resolved[index] = result
            return result
        }

        /// Whether `link`, of `user`, names `target`: by target name in the same package, or by a
        /// product that exports it.
        private func uses(_ link: TargetLink, by user: ProjectTarget, _ target: ProjectTarget) -> Bool {
            let samePackage = user.source == .package && user.definedIn == target.definedIn
            switch link.kind {
            case .target: return samePackage && link.name == target.name
            case .product: return target.products.contains(link.name)
            case .byName: return (samePackage && link.name == target.name) || target.products.contains(link.name)
            }
        }
    }
}
