#!/usr/bin/env python3
"""Writes a deterministic SwiftUI corpus for Plumb's benchmark.

The same seed gives the same files, byte for byte. The corpus looks like an app: a theme with
spacing, colour and font tokens; screens with navigation, scroll views, stacks, grids, lists
and forms; cards and rows with paddings and frames; constants, view models and previews — the
patterns the rules look at, with some values off the grid so that rules report.

    python3 Benchmarks/generate_corpus.py OUTPUT_DIR [--lines 500000] [--seed 7]
"""
import argparse
import os
import random

THEME = '''import SwiftUI

enum AppTheme {
    enum Colors {
        static let accent = Color(hex: "#2F7D6D")
        static let background = Color(.systemBackground)
        static let surface = Color(.secondarySystemBackground)
        static let textPrimary = Color.primary
        static let textSecondary = Color.secondary
    }

    enum Fonts {
        static let title = Font.title
        static let headline = Font.headline
        static let body = Font.body
        static let caption = Font.caption
    }

    enum Spacing {
        static let xxSmall: CGFloat = 4
        static let xSmall: CGFloat = 8
        static let small: CGFloat = 12
        static let medium: CGFloat = 16
        static let large: CGFloat = 24
        static let xLarge: CGFloat = 32
        static let xxLarge: CGFloat = 48
    }

    enum Style {
        static let cornerRadius: CGFloat = 12
    }
}

extension Color {
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: .init(charactersIn: "#"))
        let scanner = Scanner(string: hex)
        var rgbValue: UInt64 = 0
        scanner.scanHexInt64(&rgbValue)
        self.init(
            red: Double((rgbValue & 0xFF0000) >> 16) / 255.0,
            green: Double((rgbValue & 0x00FF00) >> 8) / 255.0,
            blue: Double(rgbValue & 0x0000FF) / 255.0
        )
    }
}
'''

MODELS = '''
struct Item: Identifiable {
    let id = UUID()
    var title: String
    var subtitle: String
}
'''

TOKENS = ["xxSmall", "xSmall", "small", "medium", "large", "xLarge", "xxLarge"]
SYMBOLS = ["star", "heart.fill", "tray", "note.text", "checkmark.circle.fill", "person.crop.circle", "gear", "bell"]
FONTS = ["AppTheme.Fonts.title", "AppTheme.Fonts.headline", "AppTheme.Fonts.body", "AppTheme.Fonts.caption"]


class Writer:
    def __init__(self, rng):
        self.rng = rng
        self.lines = []
        self.depth = 0

    def line(self, text=""):
        self.lines.append(("    " * self.depth + text) if text else "")

    def open(self, text):
        self.line(text + " {")
        self.depth += 1

    def close(self, suffix=""):
        self.depth -= 1
        self.line("}" + suffix)

    def spacing(self):
        roll = self.rng.random()
        if roll < 0.6:
            return "AppTheme.Spacing." + self.rng.choice(TOKENS)
        if roll < 0.9:
            return str(self.rng.choice([0, 4, 8, 12, 16, 24]))
        return str(self.rng.choice([5, 6, 10, 14, 18]))


def card(w, name):
    w.open(f"struct {name}: View")
    w.line("let title: String")
    w.line("let subtitle: String")
    w.line(f"private let inset: CGFloat = {w.rng.choice([12, 16, 14])}")
    w.line()
    w.open("var body: some View")
    w.open(f"HStack(spacing: {w.spacing()})")
    w.line(f'Image(systemName: "{w.rng.choice(SYMBOLS)}")')
    w.line("    .font(.title2)")
    w.line("    .foregroundStyle(AppTheme.Colors.accent)")
    w.open(f"VStack(alignment: .leading, spacing: {w.spacing()})")
    w.line("Text(title)")
    w.line(f"    .font({w.rng.choice(FONTS)})")
    w.line("Text(subtitle)")
    w.line("    .font(AppTheme.Fonts.caption)")
    w.line("    .foregroundStyle(AppTheme.Colors.textSecondary)")
    w.line("    .lineLimit(2)")
    w.close()
    w.line("Spacer(minLength: AppTheme.Spacing.xSmall)")
    w.close()
    w.line(".padding(inset)")
    w.line(".frame(maxWidth: .infinity, alignment: .leading)")
    w.line(".background(AppTheme.Colors.surface)")
    w.line(".clipShape(RoundedRectangle(cornerRadius: AppTheme.Style.cornerRadius))")
    w.line(".shadow(color: .black.opacity(0.06), radius: 8, y: 4)")
    w.close()
    w.close()
    w.line()


def view_model(w, name):
    w.line("@Observable")
    w.line("@MainActor")
    w.open(f"final class {name}")
    w.line("var items: [Item] = []")
    w.line("var query = \"\"")
    w.line("var isLoading = false")
    w.line()
    w.open("var filtered: [Item]")
    w.line("query.isEmpty ? items : items.filter { $0.title.contains(query) }")
    w.close()
    w.line()
    w.open("func load() async")
    w.line("isLoading = true")
    w.line("defer { isLoading = false }")
    w.line("items = (0..<20).map { Item(title: \"Item \\($0)\", subtitle: \"Detail\") }")
    w.close()
    w.close()
    w.line()


def screen(w, name, card_name, model_name):
    w.open(f"struct {name}: View")
    w.line(f"@State private var model = {model_name}()")
    w.line("@State private var isPresenting = false")
    w.line(f"private let columns = [GridItem(.adaptive(minimum: 160), spacing: {w.spacing()})]")
    w.line()
    w.open("var body: some View")
    w.open("NavigationStack")
    w.open("ScrollView")
    w.open(f"VStack(alignment: .leading, spacing: {w.spacing()})")
    w.line("header")
    w.open("if model.filtered.isEmpty")
    w.line('ContentUnavailableView("Nothing yet", systemImage: "tray", description: Text("Add an item"))')
    w.close(" else {")
    w.depth += 1
    w.open(f"LazyVGrid(columns: columns, spacing: {w.spacing()})")
    w.open("ForEach(model.filtered) { item in")
    w.depth -= 1
    w.lines[-1] = w.lines[-1].replace(" in {", " in")
    w.depth += 1
    w.line(f"{card_name}(title: item.title, subtitle: item.subtitle)")
    w.close()
    w.close()
    w.close()
    w.close()
    w.line(f".padding(.horizontal, {w.spacing()})")
    w.line(f".padding(.vertical, AppTheme.Spacing.{w.rng.choice(TOKENS)})")
    w.close()
    w.line(f'.navigationTitle("{name}")')
    w.line(".searchable(text: $model.query)")
    w.open(".toolbar")
    w.open("ToolbarItem(placement: .primaryAction)")
    w.line('Button("Add", systemImage: "plus") { isPresenting = true }')
    w.close()
    w.close()
    w.open(".safeAreaInset(edge: .bottom, spacing: 0)")
    w.line("footer")
    w.close()
    w.open(".sheet(isPresented: $isPresenting)")
    w.line('Text("New item")')
    w.line("    .presentationDetents([.medium])")
    w.close()
    w.line(".task { await model.load() }")
    w.close()
    w.close()
    w.line()
    w.open("private var header: some View")
    w.open(f"VStack(alignment: .leading, spacing: {w.spacing()})")
    w.line(f'Text("{name}")')
    w.line("    .font(AppTheme.Fonts.title)")
    w.line('Text("\\(model.items.count) items")')
    w.line("    .font(AppTheme.Fonts.caption)")
    w.close()
    w.close()
    w.line()
    w.open("private var footer: some View")
    w.open(f"HStack(spacing: {w.spacing()})")
    w.line('Button("Sort") { model.items.sort { $0.title < $1.title } }')
    w.line("    .buttonStyle(.bordered)")
    w.line("Spacer()")
    w.line('Button("Refresh") { Task { await model.load() } }')
    w.line("    .buttonStyle(.borderedProminent)")
    w.close()
    w.line(f".padding({w.spacing()})")
    w.line(".background(.bar)")
    w.close()
    w.close()
    w.line()
    w.open("#Preview")
    w.line(f"{name}()")
    w.close()
    w.line()


def form_screen(w, name):
    w.open(f"struct {name}: View")
    w.line("@State private var name = \"\"")
    w.line("@State private var notifications = true")
    w.line("@State private var count = 3")
    w.line()
    w.open("var body: some View")
    w.open("Form")
    w.open('Section("Profile")')
    w.line('TextField("Name", text: $name)')
    w.line('Toggle("Notifications", isOn: $notifications)')
    w.line('Stepper("Count: \\(count)", value: $count, in: 1...10)')
    w.close()
    w.open('Section("About")')
    w.open(f"HStack(spacing: {w.spacing()})")
    w.line(f'Label("Version", systemImage: "{w.rng.choice(SYMBOLS)}")')
    w.line("Spacer()")
    w.line('Text("1.0")')
    w.line("    .foregroundStyle(AppTheme.Colors.textSecondary)")
    w.close()
    w.line(f".listRowInsets(EdgeInsets(top: {w.spacing()}, leading: 16, bottom: {w.spacing()}, trailing: 16))")
    w.close()
    w.close()
    w.line(f'.navigationTitle("{name}")')
    w.close()
    w.close()
    w.line()


def module_file(rng, index):
    w = Writer(rng)
    w.line("import SwiftUI")
    w.line()
    for part in range(3):
        card(w, f"Card{index}x{part}")
    view_model(w, f"Model{index}")
    screen(w, f"Screen{index}", f"Card{index}x0", f"Model{index}")
    form_screen(w, f"Settings{index}")
    return w.lines


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("output")
    parser.add_argument("--lines", type=int, default=500_000)
    parser.add_argument("--seed", type=int, default=7)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    os.makedirs(arguments.output, exist_ok=True)
    with open(os.path.join(arguments.output, "AppTheme.swift"), "w") as theme:
        theme.write(THEME + MODELS)
    total = (THEME + MODELS).count("\n")
    index = 0
    while total < arguments.lines:
        lines = module_file(rng, index)
        folder = os.path.join(arguments.output, f"Feature{index // 100:02d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"Screen{index}.swift"), "w") as file:
            file.write("\n".join(lines) + "\n")
        total += len(lines)
        index += 1
    print(f"{total} lines in {index + 1} files")


if __name__ == "__main__":
    main()
