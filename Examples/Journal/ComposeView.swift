import SwiftUI

struct ComposeView: View {
    let store: EntryStore
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var text = ""
    @State private var mood = 3

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextEditor(text: $text)
                    .frame(minHeight: 160)
                    .listRowInsets(EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
                Stepper("Mood: \(mood)", value: $mood, in: 1...5)
            }
            .navigationTitle("New Entry")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.add(Entry(title: title, body: text, mood: mood, date: .now))
                        dismiss()
                    }
                }
            }
        }
        .presentationDetents([.large])
    }
}
