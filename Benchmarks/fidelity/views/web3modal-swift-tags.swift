import SwiftUI

/// Web3Modal's status tags, one per variant, stacked: 10-pt bold capitals padded 4 pt on a tinted
/// rounded rectangle (radius 4), the column padded and on a faint grey.
struct Web3ModalTagGallery: View {
    var body: some View {
        VStack {
            Web3ModalTag(title: "MAIN", text: Color(red: 0.2, green: 0.588, blue: 1),
                         fill: Color(red: 0.2, green: 0.588, blue: 1).opacity(0.15))
            Web3ModalTag(title: "INFO", text: Color(red: 0.278, green: 0.302, blue: 0.302),
                         fill: Color.black.opacity(0.1))
            Web3ModalTag(title: "SUCCESS", text: Color(red: 0.149, green: 0.71, blue: 0.384),
                         fill: Color(red: 0.149, green: 0.71, blue: 0.384).opacity(0.15))
            Web3ModalTag(title: "ERROR", text: Color(red: 0.941, green: 0.318, blue: 0.259),
                         fill: Color(red: 0.941, green: 0.318, blue: 0.259).opacity(0.15))
            Web3ModalTag(title: "IN PROGRESS", text: Color(red: 0.84, green: 0.85, blue: 0.09),
                         fill: Color(red: 0.84, green: 0.85, blue: 0.09).opacity(0.15))
            Web3ModalTag(title: "WARNING", text: Color(red: 0.918, green: 0.549, blue: 0.18),
                         fill: Color(red: 0.918, green: 0.549, blue: 0.18).opacity(0.15))
            Web3ModalTag(title: "DISABLED", text: Color.black.opacity(0.15),
                         fill: Color.black.opacity(0.15).opacity(0.15))
        }
        .padding()
        .background(Color.black.opacity(0.02))
    }
}

/// One tag: the library scales its 10-pt font, 4-pt padding and 4-pt radius with Dynamic Type;
/// these are the values at the default size.
private struct Web3ModalTag: View {
    let title: String
    let text: Color
    let fill: Color

    var body: some View {
        Text(title)
            .font(.system(size: 10, weight: .bold))
            .lineLimit(1)
            .foregroundColor(text)
            .padding(4)
            .background(fill)
            .cornerRadius(4)
    }
}
