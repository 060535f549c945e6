import SwiftSyntax

/// A function the project declares at file level with a body and a result
/// (`func RR(_ radius: CGFloat, _ fill: some ShapeStyle) -> some View`): a screen's reader follows
/// one called where a view goes into its body, as it follows a type's helper functions.
public struct FreeFunctionDeclaration: Sendable {
    public let name: String
    public let file: SourceFile
    private var handle: NodeHandle<FunctionDeclSyntax>

    init(file: SourceFile, node: FunctionDeclSyntax) {
        name = node.name.text
        self.file = file
        handle = NodeHandle(node)
    }

    /// The declaration. A file that let its tree go parses it again (see `SourceFile`).
    public var node: FunctionDeclSyntax { handle.node(in: file) }

    /// The same declaration holding its node by path.
    func located() -> FreeFunctionDeclaration {
        var located = self
        located.handle = handle.located()
        return located
    }
}
