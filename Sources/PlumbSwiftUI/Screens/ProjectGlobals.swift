import PlumbSyntax
import SwiftSyntax

/// A value the project declares at file level in another file, read as the file's own constants
/// are: `.frame(height: gutter)` where `let gutter = 2.0` sits beside another view, and a
/// module's global named with its module (`Compound.supportsGlass`, where the `Compound` target
/// declares `public var supportsGlass: Bool { if #available(iOS 26, *) { true } else { false }
/// }`). The name must mean that one declaration: the project declares it once at file level, in
/// a module the reading file belongs to or imports, and nothing nearer has the name (a local, a
/// parameter, a member of the types around, the file's own value). A global `var` with a stored
/// value may change at run time and stays unread, as a type's does.
extension ValueReader {
    /// What the global `name`, written alone at `reference`, gives; nil when the name may mean
    /// something else or the declaration gives nothing the reader knows.
    func globalValue(_ name: String, at reference: ExprSyntax, outside types: [String]) -> ExprSyntax? {
        guard case .notFound = ScopeLookup.find(name, from: Syntax(reference)),
            !types.contains(where: { facts.members[$0]?[name] != nil }),
            let declaration = onlyGlobal(named: name), isVisible(declaration, from: reference)
        else { return nil }
        return DeclaredMember.value(of: declaration)
    }

    /// What `module.name` gives where `module` is one of the project's targets, no type of the
    /// project, and declares the global `name`.
    func moduleGlobal(_ name: String, module: String) -> ExprSyntax? {
        guard (facts.types[module] ?? []).isEmpty, let declaration = onlyGlobal(named: name),
            facts.model.context(ofPath: declaration.file.path).targets.contains(module)
        else { return nil }
        return DeclaredMember.value(of: declaration)
    }

    private func onlyGlobal(named name: String) -> ValueDeclaration? {
        guard let declarations = facts.globalValues[name], declarations.count == 1 else { return nil }
        return declarations.first
    }

    /// Whether code at `reference` sees `declaration`: its targets, where the project's manifests
    /// say them, share one with the reading file's or are a module that file imports.
    private func isVisible(_ declaration: ValueDeclaration, from reference: ExprSyntax) -> Bool {
        let owners = facts.model.context(ofPath: declaration.file.path).targets
        guard !owners.isEmpty, let file = facts.file(containing: reference) else { return true }
        let readers = Set(facts.model.context(ofPath: file.path).targets).union(facts.imports(of: file))
        return owners.contains(where: readers.contains)
    }
}
