import PlumbSyntax
import SwiftSyntax

/// A value the project declares at file level in another file, read as the file's own constants
/// are: `.frame(height: gutter)` where `let gutter = 2.0` sits beside another view, a view
/// (`let brandGradient = LinearGradient(…)` masked into an icon), and a module's global named
/// with its module (`Compound.supportsGlass`, where the `Compound` target declares `public var
/// supportsGlass: Bool { if #available(iOS 26, *) { true } else { false } }`). The name must mean
/// that one declaration: the project declares it once at file level among the modules the reading
/// file belongs to or imports, and nothing nearer has the name (a local, a parameter, a member
/// of the types around — each reader checks those it has —, the file's own value). A global
/// `var` with a stored value may change at run time and stays unread, as a type's does.
extension ProjectFacts {
    /// The file-level value `name`, written alone at `reference`, means: the reading file's own,
    /// else the one global of another file that code there sees; nil where a local or a
    /// parameter of that name hides the global, or two files that code sees declare it.
    func visibleFileValue(named name: String, near reference: some SyntaxProtocol) -> ValueDeclaration? {
        if let own = fileValue(named: name, near: reference) { return own }
        // One declaration the reading file's targets see: an app and its watch app may each
        // declare `let currencyFormatter: NumberFormatter` in a file of their own.
        guard case .notFound = ScopeLookup.find(name, from: Syntax(reference)),
            let visible = globalValues[name]?.filter({ isVisible($0, from: reference) }), visible.count == 1
        else { return nil }
        return visible[0]
    }

    /// What `module.name` gives where `module` is one of the project's targets, no type of the
    /// project, and declares the global `name`.
    func moduleGlobal(_ name: String, module: String) -> ExprSyntax? {
        guard (types[module] ?? []).isEmpty, let declaration = onlyGlobal(named: name),
            model.context(ofPath: declaration.file.path).targets.contains(module)
        else { return nil }
        return DeclaredMember.value(of: declaration)
    }

    private func onlyGlobal(named name: String) -> ValueDeclaration? {
        guard let declarations = globalValues[name], declarations.count == 1 else { return nil }
        return declarations.first
    }

    /// Whether code at `reference` sees `declaration`: its targets, where the project's manifests
    /// say them, share one with the reading file's or are a module that file imports.
    private func isVisible(_ declaration: ValueDeclaration, from reference: some SyntaxProtocol) -> Bool {
        let owners = model.context(ofPath: declaration.file.path).targets
        guard !owners.isEmpty, let file = file(containing: reference) else { return true }
        let readers = Set(model.context(ofPath: file.path).targets).union(imports(of: file))
        return owners.contains(where: readers.contains)
    }
}
