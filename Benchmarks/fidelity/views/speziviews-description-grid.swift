import SwiftUI

/// A form holding a grid of description/content rows, the first two separated by a divider.
struct SpeziDescriptionGrid: View {
    var body: some View {
        VStack {
            Form {
                Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                    GridRow {
                        Text(verbatim: "Description")
                            .gridColumnAlignment(.leading)
                            .fixedSize(horizontal: false, vertical: true)
                        Text(verbatim: "Content")
                            .frame(maxWidth: .infinity)
                    }
                    .contentShape(Rectangle())
                    Divider()
                    GridRow {
                        Text(verbatim: "Description")
                            .gridColumnAlignment(.leading)
                            .fixedSize(horizontal: false, vertical: true)
                        Text(verbatim: "Content")
                            .frame(maxWidth: .infinity)
                    }
                    .contentShape(Rectangle())
                    GridRow {
                        Text(verbatim: "Description")
                            .gridColumnAlignment(.leading)
                            .fixedSize(horizontal: false, vertical: true)
                        Text(verbatim: "Content")
                            .frame(maxWidth: .infinity)
                    }
                    .contentShape(Rectangle())
                }
            }
        }
    }
}
