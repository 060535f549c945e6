import PlumbProject

/// Code that only tests run: files of a test target, and files that import a test framework.
public enum TestCode {
    static let testModules: Set<String> = [
        "XCTest", "Testing", "SnapshotTesting", "InlineSnapshotTesting", "ViewInspector", "Quick", "Nimble",
        "FBSnapshotTestCase", "iOSSnapshotTestCase",
    ]

    public static func isTest(role: FileRole?, imports: Set<String>) -> Bool {
        role == .test || !imports.isDisjoint(with: testModules)
    }
}

extension ProjectFacts {
    /// Whether `file` is code only tests run (`TestCode`): not checked unless asked, and never
    /// what the app itself runs (a test's mock of a protocol the app's code calls).
    public func isTestCode(_ file: SourceFile) -> Bool {
        TestCode.isTest(role: model.context(ofPath: file.path).role, imports: imports(of: file))
    }
}
