@testable import PlumbLint
import PlumbSyntax
import SwiftSyntax
import XCTest

/// The byte-level name lookups the rules use on every member access or call answer what the
/// string lookups they replace answered.
final class NameLookupTests: XCTestCase {
    private let source = """
        struct Straße: View {
            @State private var `default` = false
            var body: some View {
                VStack { Text("É").foregroundStyle(.systemBlue); EmptyView(); NoItemsView(); $isOn; _flag }
                    .frame(width: UIScreen.main.bounds.width).padding(.leading).cornerRadius(8)
                    .foregroundColor(.lightGray).background(Color.red).tint(.systemGray4).overlay(.system)
            }
            let noİtems = 1, emptý = 2, ﬁle = 3, placeholderView = 4
        }
        """

    private var tokens: [TokenSyntax] {
        Array(SourceFile(path: "A.swift", source: source).tree.tokens(viewMode: .sourceAccurate))
    }

    func testTokenNamesFindWhatTheTextSetFinds() {
        let names: Set<String> = ["bounds", "leading", "red", "systemBlue", "default", "`default`", "Straße", "", "É", "$isOn", "_flag"]
        let lookup = TokenNames(names)
        for token in tokens {
            XCTAssertEqual(lookup.contains(token), names.contains(token.text), token.text)
        }
        XCTAssertFalse(TokenNames([String]()).contains(tokens[0]))
    }

    func testTextStartsAsHasPrefixDoes() {
        for token in tokens {
            XCTAssertEqual(token.textStarts(with: "system"), token.text.hasPrefix("system"), token.text)
            XCTAssertEqual(token.textStarts(with: ""), token.text.hasPrefix(""), token.text)
        }
    }

    func testHoldsTextAsContainsDoes() {
        let words = ["empty", "noitems", "placeholder", "e", "", "ß", "É", "ﬁ", "fi"]
        let names = tokens.map { $0.text.lowercased() } + ["", "e", "noi̇tems", "empty\u{301}", "placeholder"]
        for name in names {
            for word in words {
                XCTAssertEqual(name.holdsText(word), name.contains(word), "\(name) / \(word)")
            }
        }
    }
}
