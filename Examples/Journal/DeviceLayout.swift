import SwiftUI
import UIKit

struct HeroHeader: View {
    let title: String

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            Text(title)
        }
        .frame(width: UIScreen.main.bounds.width)
        .frame(height: UIDevice.current.userInterfaceIdiom == .pad ? 320 : 200)
    }
}

struct Collapsible<Content: View>: View {
    let content: () -> Content

    var body: some View {
        VStack { HStack { VStack { HStack { ZStack { content() } } } } }
    }
}

enum LegacyLabel {
    static func make() -> UILabel {
        let label = UILabel()
        label.textAlignment = .left
        return label
    }
}
