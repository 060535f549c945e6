import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// A member of an instance made with arguments, read through what its initializer does with them:
/// `config.width` where `config` is `.status`, `static let status = FrameConfig(width: 40, height:
/// 40)`, and `FrameConfig`'s initializer stores `size = CGSize(width: width, height: height)` that
/// `var width: CGFloat { size.width }` reads. Its stored properties are bound as a custom view's
/// are (`bindings(of:for:)`), and a computed property of one expression is read with them. A
/// class's `var` may change after it is made, so only a class's `let`s are read; `DeclaredInstance`
/// reads the instances made without arguments.
extension TreeBuilder {
    /// What the member access `expression` stands for, and the scope to read it in; nil when its
    /// base is no instance the reader sees being made.
    func instanceMember(_ expression: ExprSyntax, in scope: ReadingScope) -> (ExprSyntax, ReadingScope)? {
        guard let (member, base) = ValueReader.instanceMemberAccess(expression) else { return nil }
        let name = member.declName.baseName.text
        let declaredType = values.declaredTypeName(of: base, in: scope)
        guard let (call, callScope, typeName) = madeInstance(base, in: scope, declaredType: declaredType) else { return nil }
        if let argument = MemberwiseValues.argument(name, of: call, making: typeName) { return (argument, callScope) }
        guard let members = ViewTypeMembers(facts.declarations(ofTypeNamed: typeName, near: call)), !facts.isView(members.fullName),
            let declaration = facts.members[members.fullName]?[name]
        else { return nil }
        let isClass = facts.types[members.fullName]?.contains { $0.node.is(ClassDeclSyntax.self) } ?? false
        if isClass, declaration.nameToken.ancestor(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind != .keyword(.let) { return nil }
        let bindings = reading(in: callScope) { self.bindings(of: members, for: call) }
        if let bound = bindings[name] { return (bound.expression, bound.scope) }
        guard let value = DeclaredMember.value(of: declaration) else { return nil }
        return (value, ReadingScope(typeName: members.fullName, bindings: bindings, viewChain: scope.viewChain))
    }

    /// The view a member of an instance made with arguments holds where a view goes
    /// (`details.icon`, `details?.icon` where `details` is `RowDetails(title: …, icon: Badge())`).
    func instanceMemberViews(_ expression: ExprSyntax) -> [ViewNode]? {
        guard ValueReader.instanceMemberAccess(expression) != nil, let (value, valueScope) = instanceMember(expression, in: scope)
        else { return nil }
        return reading(in: valueScope) { views(value) }
    }

    /// The call that makes the instance `base` stands for, the scope its arguments are read in,
    /// and the type it makes: `FrameConfig(width: 40, height: 40)`, `.init(…)` where the type is
    /// written or declared, or the static member `.status` of the type `base` is declared with.
    /// Through an optional chain (`details?.icon`) too: an instance made there is not `nil`.
    private func madeInstance(_ base: ExprSyntax, in scope: ReadingScope, declaredType: String?)
        -> (FunctionCallExprSyntax, ReadingScope, String)?
    {
        var (value, valueScope) = values.dereference(base.as(OptionalChainingExprSyntax.self)?.expression ?? base, in: scope)
        if let member = value.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.argumentNames == nil,
            let declaredType, let staticValue = DeclaredMember.property(member.declName.baseName.text, of: declaredType, in: facts)
        {
            (value, valueScope) = values.dereference(staticValue, in: ReadingScope(typeName: declaredType, viewChain: scope.viewChain))
        }
        guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
        let callee = call.calledExpression
        var written: String?
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            written = member.base.flatMap(ValueResolver.dottedName) ?? ImplicitInitializer.typeName(of: call) ?? declaredType
        } else if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            written = reference.baseName.text
        } else {
            written = ValueResolver.dottedName(callee).flatMap { $0.first?.isUppercase == true ? $0 : nil }
        }
        guard var typeName = written else { return nil }
        if typeName == "Self" { typeName = facts.enclosingTypeName(of: call) ?? declaredType ?? typeName }
        return (call, valueScope, typeName)
    }
}
