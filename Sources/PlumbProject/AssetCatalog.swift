import Foundation

/// What the project's asset catalogs (`*.xcassets`) declare for its screens: each image set's
/// size in points, the custom symbols (`.symbolset`, drawn like SF Symbols), and each colour
/// set's colours. App icons and the other sets are not pictures of a screen and are not read.
///
/// An image set's size is its picture's pixel size over its scale (`@2x`: half), or a vector's
/// (PDF, SVG) size in points. A catalog that cannot be read (bad JSON, a picture missing or of
/// a kind whose header Plumb does not read) adds what it can and names the rest in `problems`:
/// a note, never a failure. Names are as the catalog gives them (`Icons/star` inside a folder
/// that provides a namespace), and each can be written as the symbol Xcode generates for it
/// (`Image(.star)`: `symbolName(of:)`).
public struct AssetCatalog: Sendable, Equatable, Codable {
    /// What an image name shows.
    public enum Image: Sendable, Equatable, Codable {
        /// A picture of this size in points.
        case picture(width: Double, height: Double)
        /// A custom symbol: sized as an SF Symbol, by its font.
        case symbol
        /// A set whose picture's size cannot be read (said in `problems`).
        case unsized
    }

    /// A colour set's colours as `#RRGGBB` (`#RRGGBBAA` when not opaque): the one for any
    /// appearance, and the dark one when the set has it.
    public struct Color: Sendable, Equatable, Codable {
        public var any: String
        public var dark: String?
    }

    public private(set) var images: [String: Image] = [:]
    public private(set) var colors: [String: Color] = [:]
    public private(set) var problems: [String] = []

    public init() {}

    /// Whether a file at `path` is one the catalog reads: a folder's `Contents.json` inside an
    /// asset catalog, or a file of an image or symbol set.
    public static func isCatalogFile(_ path: String) -> Bool {
        guard path.contains(".xcassets/") else { return false }
        let folder = ((path as NSString).deletingLastPathComponent as NSString).pathExtension
        return (path as NSString).lastPathComponent == "Contents.json" ? !skippedSets.contains(folder) : pictureSets.contains(folder)
    }

    /// The sets whose files are pictures the catalog reads.
    private static let pictureSets: Set<String> = ["imageset", "symbolset"]
    /// Sets that are not pictures of a screen (app icons, launch images, data, stickers …).
    private static let skippedSets: Set<String> = [
        "appiconset", "iconset", "brandassets", "imagestack", "imagestacklayer", "launchimage", "dataset", "stickerpack",
        "sticker", "stickersequence", "complicationset", "cubetextureset", "textureset", "mipmapset", "spriteatlas",
        "arresourcegroup", "arreferenceimage", "arreferenceobject", "solidimagestack", "solidimagestacklayer",
    ]

    /// Reads the catalogs whose files (`isCatalogFile`) are `files`.
    public init(files: [SettingsFiles.File]) {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let contents = files.filter { ($0.path as NSString).lastPathComponent == "Contents.json" }
        var namespaces = Set<String>()
        var sets: [(folder: String, file: SettingsFiles.File, json: [String: Any])] = []
        for file in contents {
            let folder = (file.path as NSString).deletingLastPathComponent
            guard let data = FileManager.default.contents(atPath: file.path),
                let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            else {
                problems.append("\(file.displayPath): not a JSON object, skipped")
                continue
            }
            if (json["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true { namespaces.insert(folder) }
            if ["imageset", "symbolset", "colorset"].contains((folder as NSString).pathExtension) { sets.append((folder, file, json)) }
        }
        for set in sets {
            let name = Self.name(ofSet: set.folder, namespaces: namespaces)
            switch (set.folder as NSString).pathExtension {
            case "symbolset": images[name] = .symbol
            case "colorset": readColor(set.json, name: name, file: set.file)
            default: images[name] = picture(set.json, folder: set.folder, file: set.file, files: byPath)
            }
        }
    }

    /// The image `name` shows, by its name in the catalog; nil when no catalog has it.
    public func image(named name: String) -> Image? { images[name] }

    /// The image an asset symbol (`Image(.star)`, `ImageResource.star`) names.
    public func image(symbol: String) -> Image? {
        images.first { Self.symbolName(of: $0.key, dropping: "Image") == symbol }?.value
    }

    /// Every colour for any appearance, by its set's name and by the symbol Xcode generates for
    /// it (`Color(.brand)`), for the drawings; a name is its set's before it is a symbol.
    public var drawingColors: [String: String] {
        var drawn: [String: String] = [:]
        for (name, color) in colors { drawn[Self.symbolName(of: name, dropping: "Color")] = color.any }
        for (name, color) in colors { drawn[name] = color.any }
        return drawn
    }

    /// The symbol Xcode generates for an asset (`brand-gold` → `brandGold`, `AccentColor` →
    /// `accent`): the last part of its name in lower camel case, without the kind's suffix.
    static func symbolName(of name: String, dropping suffix: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        let words = last.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var symbol = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if symbol.hasSuffix(suffix), symbol.count > suffix.count { symbol.removeLast(suffix.count) }
        return symbol
    }

    /// A set's name: its folder's, after the names of the enclosing folders that provide a
    /// namespace.
    private static func name(ofSet folder: String, namespaces: Set<String>) -> String {
        var parts = [((folder as NSString).lastPathComponent as NSString).deletingPathExtension]
        var parent = (folder as NSString).deletingLastPathComponent
        while !parent.hasSuffix(".xcassets"), parent.count > 1 {
            if namespaces.contains(parent) { parts.insert((parent as NSString).lastPathComponent, at: 0) }
            parent = (parent as NSString).deletingLastPathComponent
        }
        return parts.joined(separator: "/")
    }

    /// An image set's size: that of its first picture for any appearance, for every device
    /// (`universal`) else the iPhone, over the picture's scale.
    private mutating func picture(
        _ json: [String: Any], folder: String, file: SettingsFiles.File, files: [String: SettingsFiles.File]
    ) -> Image {
        let entries = (json["images"] as? [[String: Any]] ?? []).filter { $0["filename"] is String && $0["appearances"] == nil }
        let idiomOrder = ["universal", "iphone"]
        let ordered = entries.sorted { (idiomOrder.firstIndex(of: $0["idiom"] as? String ?? "") ?? 2) < (idiomOrder.firstIndex(of: $1["idiom"] as? String ?? "") ?? 2) }
        guard let entry = ordered.first, let filename = entry["filename"] as? String else {
            problems.append("\(file.displayPath): no picture, so the image's size is unknown")
            return .unsized
        }
        let path = (folder as NSString).appendingPathComponent(filename)
        guard files[path] != nil || FileManager.default.fileExists(atPath: path) else {
            problems.append("\(file.displayPath): its picture \(filename) is missing")
            return .unsized
        }
        let header: PictureHeader
        do {
            header = try PictureHeader(path: path)
        } catch {
            problems.append("\(file.displayPath): its picture \(filename): \(error)")
            return .unsized
        }
        let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
        return .picture(width: header.width / scale, height: header.height / scale)
    }

    /// A colour set's colour for any appearance and its dark one; a set that refers to a system
    /// colour, or whose components are not numbers, adds nothing (a drawing leaves it unfilled).
    private mutating func readColor(_ json: [String: Any], name: String, file: SettingsFiles.File) {
        let entries = (json["colors"] as? [[String: Any]] ?? []).filter { ["universal", "iphone", nil].contains($0["idiom"] as? String) }
        func isDark(_ entry: [String: Any]) -> Bool {
            (entry["appearances"] as? [[String: Any]] ?? []).contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
        }
        guard let any = entries.first(where: { $0["appearances"] == nil }).flatMap(Self.hex) else { return }
        colors[name] = Color(any: any, dark: entries.first(where: isDark).flatMap(Self.hex))
    }

    /// `components` as `#RRGGBB(AA)`: each written as a fraction (`0.5`), a byte (`128`) or hex (`0x80`).
    private static func hex(_ entry: [String: Any]) -> String? {
        guard let components = (entry["color"] as? [String: Any])?["components"] as? [String: Any] else { return nil }
        var bytes: [Int] = []
        for key in ["red", "green", "blue", "alpha"] {
            guard let written = components[key].map({ "\($0)" }) else {
                if key == "alpha" { break }
                return nil
            }
            let value: Double?
            if written.lowercased().hasPrefix("0x") {
                value = Int(written.dropFirst(2), radix: 16).map(Double.init)
            } else if let number = Double(written) {
                // Alpha is always a fraction; a colour component is one when written with a point.
                value = key == "alpha" || written.contains(".") ? number * 255 : number
            } else {
                value = nil
            }
            guard let value, (0...255).contains(value) else { return nil }
            bytes.append(Int(value.rounded()))
        }
        if bytes.count == 4, bytes[3] == 255 { bytes.removeLast() }
        return "#" + bytes.map { String(format: "%02X", $0) }.joined()
    }
}
