import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// The project's SwiftUI views and how they connect, read once per run from every parsed file:
/// the view types (and `ViewModifier`s) with their stored properties, every call of one of them
/// with its arguments, and what each presents (sheets, covers, popovers, navigation
/// destinations). Which of them are screens is `ProjectScreens`' decision.
///
/// Rules ask it instead of walking across files themselves: where a row view is used (inside a
/// `List`?), what a sheet's content shows, what a view's caller passes for a parameter. The
/// layout reader follows custom views into whole screens with it. Everything in it is what the
/// source says; a view reached through a value the source does not name (`AnyView(model.view)`)
/// is simply not connected.
///
///     let graph = ViewGraph(facts: facts)
///     for site in graph.callSites(of: "TagRow") { … site.call, site.caller … }
///     graph.reachableViews(from: "EditSheet")   // EditSheet and every view it builds
public struct ViewGraph: Sendable {
    private let viewsByName: [String: ViewType]
    private let allPresentations: [Presentation]
    private let callSitesByView: [String: [ViewCallSite]]
    private let containersByLastName: [String: [ViewType]]
    private let uncalledPresentationsByView: [String: [Presentation]]
    private let hostedByControllers: [String]

    /// Reads the graph from the facts' files, `jobs` files at a time: each file is read and
    /// resolved against the project's view types on a worker (largest files first); only adding
    /// the files' parts to the graph, in path order, is serial.
    ///
    /// With `parts` (kept from an earlier build of the same project), a file whose part is kept
    /// is not read again (`ViewGraphParts`), and the parts read are kept for the next build.
    ///
    /// Building records no read of the facts (`FactReads`): each question below records what its
    /// answer depends on (the view types it names), so a file whose rules asked about a few views
    /// depends on those views, not on every file the graph was read from.
    public init(facts: ProjectFacts, jobs: Int = 1, parts kept: ViewGraphParts? = nil) {
        self = FactReads.$current.withValue(nil) { Self(building: facts, jobs: jobs, parts: kept) }
    }

    private init(building facts: ProjectFacts, jobs: Int, parts kept: ViewGraphParts?) {
        let files = facts.allFiles.sorted { $0.path < $1.path }
        let viewTypes = Self.viewTypes(facts, jobs: jobs)
        let callees = CalleeNames(views: viewTypes.keys)
        let names = kept.map { _ in ViewGraphParts.namesKey(types: facts.types.unrecorded.keys, views: viewTypes) } ?? ""
        let parts = parallelMap(count: files.count, jobs: jobs, cost: { files[$0].bytes.count }) { index in
            if let part = kept?.part(of: files[index], names: names) { return part }
            let found = ViewReferences.collect(in: files[index], callees: callees, keepingCallsOf: { Self.namesType($0, facts) })
            return FilePart(found, in: files[index], facts: facts, views: viewTypes)
        }
        kept?.keep(parts, of: files, names: names)
        var views = viewTypes
        var callSites: [String: [ViewCallSite]] = [:]
        var presentations: [Presentation] = []
        var uncalledPresentations: [String: [Presentation]] = [:]
        let builtViews = Dictionary(grouping: parts.flatMap(\.builtViews)) { String($0.signature.prefix { $0 != "(" }) }
        for part in parts {
            for site in part.callSites { callSites[site.viewName, default: []].append(site) }
            for (caller, name) in part.shownViews where !views[caller]!.shownViews.contains(name) {
                views[caller]!.shownViews.append(name)
            }
            for var presentation in part.presentations {
                let routed = DestinationBuilders.views(of: presentation.builderReferences, presenter: presentation.presenter, in: builtViews)
                presentation.rootViews += routed.filter { !presentation.rootViews.contains($0) }
                if let name = presentation.uncalledView { uncalledPresentations[name, default: []].append(presentation) }
                if let presenter = presentation.presenter, views[presenter] != nil { views[presenter]!.presentations.append(presentation) }
                presentations.append(presentation)
            }
        }
        viewsByName = views
        containersByLastName = Dictionary(grouping: views.values.filter { $0.properties.contains(where: \.holdsContent) }) {
            String($0.name.split(separator: ".").last ?? "")
        }
        allPresentations = presentations
        callSitesByView = callSites
        uncalledPresentationsByView = uncalledPresentations
        hostedByControllers = Self.controllerRoots(facts, views: viewTypes)
    }

    /// One file's part of the graph, its references resolved against the project's view types
    /// (which the parts only read): its call sites of project views, the views each caller type
    /// shows in its own layout, and its presentations with the views they show, in source order.
    struct FilePart: Sendable {
        var callSites: [ViewCallSite] = []
        var shownViews: [(caller: String, view: String)] = []
        var presentations: [Presentation] = []
        /// The project views at the root of a function or computed property (`DestinationBuilders`).
        var builtViews: [DestinationBuilders.BuiltView] = []

        init(_ found: ViewReferences, in file: SourceFile, facts: ProjectFacts, views: [String: ViewType]) {
            var found = found
            // A hosting controller that hosts a part of a screen (a child with its own frame, a cell's) shows no screen.
            let placement = HostedPlacement(facts: facts)
            found.presentations.removeAll { $0.kind == .hosted && !placement.showsScreen($0.call) }
            presentations = found.presentations.map { raw in
                var presentation = Presentation(kind: raw.kind, call: raw.call, file: file, presenter: facts.enclosingTypeName(of: raw.call),
                                                content: raw.content)
                presentation.builderReferences = DestinationBuilders.references(presentedBy: raw.call, content: raw.content)
                return presentation
            }
            for raw in found.calls {
                guard let name = ViewGraph.viewName(raw.name, at: raw.call, facts: facts, views: views) else { continue }
                let root = ViewGraph.presentation(rootedAt: raw.call, in: presentations)
                // A constant given to a presentation (`let root = Home()`, `rootView: root`) is shown by it too.
                let holder = found.innermostPresentation(holding: raw.call) ?? root.flatMap { presentations[$0].kind.isContainer ? nil : $0 }
                let site = ViewCallSite(viewName: name, call: raw.call, file: file, caller: facts.enclosingTypeName(of: raw.call),
                                        isPresented: holder != nil)
                callSites.append(site)
                if let holder {
                    presentations[holder].presentedViews.append(name)
                } else if let caller = site.caller, views[caller] != nil {
                    shownViews.append((caller, name))
                }
                if let root { presentations[root].rootViews.append(name) }
                if holder == nil, let signature = DestinationBuilders.builder(rooting: raw.call) {
                    builtViews.append(DestinationBuilders.BuiltView(owner: site.caller, signature: signature, view: name))
                }
            }
            for index in presentations.indices {
                guard let name = ViewGraph.uncalledView(of: presentations[index], facts: facts, views: views) else { continue }
                presentations[index].uncalledView = name
                presentations[index].presentedViews.append(name)
                presentations[index].rootViews.append(name)
            }
        }
    }

    // MARK: Questions
    //
    // Each records the view types its answer is about (`FactReads.Read.view`); the whole graph
    // depends on every file and records that.

    /// Every view type by full name.
    public var views: [String: ViewType] {
        FactReads.record(.allFiles)
        return viewsByName
    }

    /// Every presentation in the project, by file and position.
    public var presentations: [Presentation] {
        FactReads.record(.allFiles)
        return allPresentations
    }

    /// The project views that classes inheriting a hosting controller show at their root, by full
    /// name: `Home` for `final class HomeController: UIHostingController<Home>` (what
    /// `Presentation.Kind.hosted` is for a `UIHostingController(rootView:)` call).
    public var controllerRoots: [String] {
        FactReads.record(.allFiles)
        return hostedByControllers
    }

    /// A view type by its full name.
    public func view(named fullName: String) -> ViewType? {
        FactReads.record(.view(fullName))
        return viewsByName[fullName]
    }

    /// The view types that take content (a `@ViewBuilder` or closure property) whose name ends
    /// with `written`, the last part of a call's name: what `Card { … }` may call.
    public func containers(named written: String) -> [ViewType] {
        FactReads.record(.viewContainers(written))
        return containersByLastName[written] ?? []
    }

    /// Every call of a view type in the project, by file path and then position.
    public func callSites(of fullName: String) -> [ViewCallSite] {
        FactReads.record(.viewUses(fullName))
        return callSitesByView[fullName] ?? []
    }

    /// The call of the view type at `call`, in `file`, when the graph resolved that call to it.
    /// It depends on the view's calls in that file only, not on every file that calls the view.
    public func callSite(of fullName: String, at call: FunctionCallExprSyntax, in file: SourceFile) -> ViewCallSite? {
        FactReads.record(.viewUsesInFile(fullName, path: file.path))
        return callSitesByView[fullName]?.first { $0.call.id == call.id }
    }

    /// Every presentation that shows the view type with no call of it (`Presentation.uncalledView`):
    /// a navigation destination of a pushed value of the type itself, a sheet given its
    /// initializer by reference; the view's placements that no call site shows.
    public func uncalledPresentations(of fullName: String) -> [Presentation] {
        FactReads.record(.viewUses(fullName))
        return uncalledPresentationsByView[fullName] ?? []
    }

    /// The view and every view it builds, at any depth, each once, nearest first: what its
    /// layout can contain. Presented views are not part of it, except navigation destinations
    /// when `includingNavigation` is set (a pushed view lives in the same sheet or window).
    public func reachableViews(from fullName: String, includingNavigation: Bool = false) -> [ViewType] {
        guard let start = view(named: fullName) else { return [] }
        var result = [start]
        var seen: Set<String> = [fullName]
        var index = 0
        while index < result.count {
            let view = result[index]
            index += 1
            var next = view.shownViews
            if includingNavigation {
                next += view.presentations.filter { !$0.kind.isModal }.flatMap(\.presentedViews)
            }
            for name in next where seen.insert(name).inserted {
                if let found = self.view(named: name) { result.append(found) }
            }
        }
        return result
    }

    // MARK: Building

    private static let viewProtocols: Set<String> = ProjectFacts.viewProtocols
    private static let modifierProtocols: Set<String> = ["ViewModifier", "SwiftUI.ViewModifier"]

    /// The project's views and view modifiers, each read on one of `jobs` threads (a view's
    /// stored properties are in every declaration of it).
    private static func viewTypes(_ facts: ProjectFacts, jobs: Int) -> [String: ViewType] {
        let kinds = facts.types.compactMap { name, declarations -> (name: String, kind: ViewType.Kind, declarations: [TypeDeclaration])? in
            let inherited = declarations.flatMap(\.inheritedTypes)
            if inherited.contains(where: viewProtocols.contains) { return (name, .view, declarations) }
            if inherited.contains(where: modifierProtocols.contains) { return (name, .modifier, declarations) }
            return nil
        }
        let views = parallelMap(count: kinds.count, jobs: jobs) { index in
            let (name, kind, declarations) = kinds[index]
            return ViewType(
                name: name, kind: kind, declarations: declarations,
                properties: declarations.flatMap(storedProperties),
                hasCustomInitializer: declarations.contains { $0.members?.contains { $0.decl.is(InitializerDeclSyntax.self) } ?? false })
        }
        return Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0) })
    }

    private static func storedProperties(of declaration: TypeDeclaration) -> [ViewProperty] {
        (declaration.members ?? []).flatMap { item -> [ViewProperty] in
            guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.modifiers.isStatic else { return [] }
            return variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      binding.accessorBlock.map(isObserved) ?? true
                else { return nil }
                return ViewProperty(name: name, declaration: variable, type: binding.typeAnnotation?.type,
                                    initializer: binding.initializer?.value, attributes: variable.attributeNames)
            }
        }
    }

    /// `willSet`/`didSet` observe a stored property; any other accessor computes it.
    private static func isObserved(_ accessors: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = accessors.accessors else { return false }
        return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// The project views named as the type argument of a hosting controller a project class
    /// inherits, in path order.
    private static func controllerRoots(_ facts: ProjectFacts, views: [String: ViewType]) -> [String] {
        let hosting = { (name: String) in Presentation.Kind(callee: name) == .hosted }
        let controllers = facts.types.unrecorded.values.joined().filter { $0.inheritedTypes.contains(where: hosting) }
        var roots: [String] = []
        for declaration in controllers.sorted(by: { $0.position < $1.position }) {
            for inherited in declaration.node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes ?? [] {
                guard let type = inherited.type.as(IdentifierTypeSyntax.self), hosting(type.name.text),
                      let arguments = type.genericArgumentClause?.arguments, arguments.count == 1,
                      let name = viewName(arguments.first!.argument.trimmedDescription, at: declaration.node, facts: facts, views: views),
                      !roots.contains(name)
                else { continue }
                roots.append(name)
            }
        }
        return roots
    }

    /// The presentation whose content has the view `call` at its root (`ContentRoot`): a
    /// container's content other than its `label:`, another presentation's content, or a later
    /// presentation in the same statements given the local constant `call` is the value of.
    private static func presentation(rootedAt call: FunctionCallExprSyntax, in presentations: [Presentation]) -> Int? {
        if case .constant(let name, let scope)? = ContentRoot.root(of: call) {
            return presentations.firstIndex { presentation in
                !presentation.kind.isContainer && presentation.content?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                    && call.endPosition <= presentation.call.position && presentation.call.endPosition <= scope.endPosition
            }
        }
        guard let (holder, label) = ContentRoot.holder(of: call),
              let index = presentations.firstIndex(where: { $0.call.id == holder.id })
        else { return nil }
        let presentation = presentations[index]
        if presentation.kind.isContainer { return label == "label" ? nil : index }
        guard let content = presentation.content, content.position <= call.position, call.endPosition <= content.endPosition
        else { return nil }
        return index
    }

    /// Whether a name as written may name a project type (`Row`, `Settings.Row`, or `Row` for a
    /// nested `Settings.Row`).
    static func namesType(_ written: String, _ facts: ProjectFacts) -> Bool {
        facts.types[written] != nil || facts.isNestedNameSuffix(written)
    }

    /// The project view a presentation shows with no call of it: a `navigationDestination(for:)`'s
    /// pushed value itself, or an initializer given by reference as the content.
    private static func uncalledView(of presentation: Presentation, facts: ProjectFacts, views: [String: ViewType]) -> String? {
        let pushedValue = presentation.kind == .navigationDestination
            ? ValueDestination.valueType(of: presentation.call, content: presentation.content) : nil
        guard let written = pushedValue ?? InitializerReference.typeName(in: presentation.content) else { return nil }
        return viewName(written, at: presentation.call, facts: facts, views: views)
    }

    /// The full name of the project view a call or type names, written where `node` is.
    private static func viewName(_ written: String, at node: some SyntaxProtocol, facts: ProjectFacts, views: [String: ViewType]) -> String? {
        guard namesType(written, facts), let declaration = facts.declarations(ofTypeNamed: written, near: node).first,
              views[declaration.fullName] != nil
        else { return nil }
        return declaration.fullName
    }
}
