// Builds on Linux, where SwiftUI does not exist: Plumb reads the syntax only.
struct Card {
    func padding(_ length: Double) -> Card { self }
}

let card = Card().padding(10)
