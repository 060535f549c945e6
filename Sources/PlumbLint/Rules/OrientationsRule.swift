import Foundation
import PlumbCore
import PlumbProject

/// iPhone apps rotate to landscape; iPad apps support every orientation (docs/design-system.md#orientation, HIG layout).
struct OrientationsRule: ProjectRule {
    static let description = RuleDescription(
        id: "orientations",
        summary: "Supported orientations that drop landscape on iPhone, or any orientation on iPad",
        explanation: """
            The HIG (docs/design-system.md#orientation): "Aim to support both portrait and landscape orientations. People \
            choose different orientations for a variety of reasons, and they generally expect apps to work well \
            in every context." This rule reads the supported orientations where a project declares them: \
            `UISupportedInterfaceOrientations` (and its `~iphone` and `~ipad` variants) in `Info.plist` files, \
            XML or binary, and the `INFOPLIST_KEY_UISupportedInterfaceOrientations` build settings (and their \
            `_iPhone` and `_iPad` variants) of Xcode projects, below the checked paths. It reports a list that \
            leaves out both landscape orientations on iPhone, and one that leaves out any of the four \
            orientations on iPad. The plain key applies to iPhone when `platforms` includes `iOS` (the \
            default), and to iPad when `platforms` includes `iPadOS` or an Xcode project targets device family \
            2; a device-specific key always applies to its device. A project that declares no orientations is \
            not reported, nor is a watch app's `Info.plist` (one with WatchKit keys such as `WKWatchKitApp`), \
            nor the build settings of a configuration for another system (`SDKROOT = watchos`, or a watch app's \
            `INFOPLIST_KEY_WK…` keys), where Xcode's watch app template lists orientations watchOS ignores.
            """,
        severity: .warning,
        kind: .project,
        platforms: .phoneAndPad,
        triggering: [
            RuleExample(appView, files: ["App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    ↓<key>UISupportedInterfaceOrientations</key>
                    <array>
                        <string>UIInterfaceOrientationPortrait</string>
                    </array>
                    ↓<key>UISupportedInterfaceOrientations~ipad</key>
                    <array>
                        <string>UIInterfaceOrientationPortrait</string>
                        <string>UIInterfaceOrientationLandscapeLeft</string>
                        <string>UIInterfaceOrientationLandscapeRight</string>
                    </array>
                </dict>
                </plist>
                """]),
            RuleExample(appView, files: ["App.xcodeproj/project.pbxproj": """
                {
                    buildSettings = {
                        INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
                        ↓INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;
                    };
                }
                """]),
            // A multiplatform target (`SDKROOT = auto`) builds for iOS too.
            RuleExample(appView, files: ["App.xcodeproj/project.pbxproj": """
                {
                    buildSettings = {
                        ↓INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;
                        SDKROOT = auto;
                        SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";
                    };
                }
                """]),
            RuleExample(appView, configuration: "platforms: [iOS, iPadOS]", files: ["Info.plist": """
                <plist version="1.0"><dict>
                ↓<key>UISupportedInterfaceOrientations</key>
                <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
                </dict></plist>
                """]),
        ],
        nonTriggering: [
            // A watch app's plist: watchOS has no iPhone or iPad orientations to judge.
            RuleExample(appView, files: ["WatchApp/Info.plist": """
                <plist version="1.0"><dict>
                <key>UISupportedInterfaceOrientations</key>
                <array><string>UIInterfaceOrientationPortrait</string></array>
                <key>WKWatchKitApp</key><true/>
                </dict></plist>
                """]),
            RuleExample(appView, files: ["App/Info.plist": """
                <plist version="1.0">
                <dict>
                    <key>UISupportedInterfaceOrientations~iphone</key>
                    <array>
                        <string>UIInterfaceOrientationPortrait</string>
                        <string>UIInterfaceOrientationLandscapeLeft</string>
                        <string>UIInterfaceOrientationLandscapeRight</string>
                    </array>
                    <key>UISupportedInterfaceOrientations~ipad</key>
                    <array>
                        <string>UIInterfaceOrientationPortrait</string>
                        <string>UIInterfaceOrientationPortraitUpsideDown</string>
                        <string>UIInterfaceOrientationLandscapeLeft</string>
                        <string>UIInterfaceOrientationLandscapeRight</string>
                    </array>
                </dict>
                </plist>
                """]),
            RuleExample(appView, files: ["App.xcodeproj/project.pbxproj": """
                {
                    buildSettings = {
                        INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
                        TARGETED_DEVICE_FAMILY = 1;
                    };
                }
                """]),
            // Xcode's watch app template writes orientations, which watchOS ignores.
            RuleExample(appView, files: ["Watch.xcodeproj/project.pbxproj": """
                {
                    A1 /* Debug */ = {
                        isa = XCBuildConfiguration;
                        buildSettings = {
                            INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown";
                            INFOPLIST_KEY_WKWatchOnly = YES;
                            TARGETED_DEVICE_FAMILY = 4;
                        };
                        name = Debug;
                    };
                    A2 /* Release */ = {
                        isa = XCBuildConfiguration;
                        buildSettings = {
                            INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait";
                            SDKROOT = watchos;
                        };
                        name = Release;
                    };
                }
                """]),
            RuleExample(appView, files: ["Widget/Info.plist": """
                <plist version="1.0"><dict><key>NSExtension</key><dict/></dict></plist>
                """]),
            RuleExample(appView),
        ]
    )

    private let checksPhone: Bool
    private let checksPadPlainKey: Bool

    init(setting: RuleSetting, configuration: Configuration) {
        checksPhone = configuration.platforms?.contains(.iOS) ?? true
        checksPadPlainKey = configuration.platforms?.contains(.iPadOS) ?? false
    }

    func check(in context: ProjectContext) {
        let files = SettingsFiles(roots: context.roots).files { name in
            name == "Info.plist" || name.hasSuffix("-Info.plist") || name == "project.pbxproj"
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path),
                  let declared = file.path.hasSuffix(".pbxproj") ? DeclaredOrientations(buildSettings: data)
                                                                 : DeclaredOrientations(plist: data)
            else { continue }
            for list in declared.lists { check(list, in: declared, file: file, context: context) }
        }
    }

    private func check(_ list: DeclaredOrientations.List, in declared: DeclaredOrientations, file: SettingsFiles.File, context: ProjectContext) {
        let position = SourcePosition(file: file.displayPath, line: list.line, column: list.column)
        let appliesToPhone = list.device == .iPhone || (list.device == .all && !declared.hasPhoneList)
        if checksPhone, appliesToPhone, list.orientations.isDisjoint(with: Orientation.landscape) {
            context.report(
                at: position,
                "`\(list.key)` drops landscape on iPhone; add `UIInterfaceOrientationLandscapeLeft` and `UIInterfaceOrientationLandscapeRight`")
        }
        let appliesToPad = list.device == .iPad
            || (list.device == .all && !declared.hasPadList && (checksPadPlainKey || declared.targetsPad))
        let missing = Orientation.all.filter { !list.orientations.contains($0) }
        if appliesToPad, !missing.isEmpty {
            context.report(
                at: position,
                "`\(list.key)` leaves out \(missing.map { "`\($0)`" }.joined(separator: ", ")) on iPad, where apps support every orientation; add \(missing.count > 1 ? "them" : "it")")
        }
    }
}

private enum Orientation {
    static let all = [
        "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
        "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
    ]
    static let landscape: Set<String> = ["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]
}

/// The orientation lists one file declares, with where each is written.
private struct DeclaredOrientations {
    enum Device {
        case all, iPhone, iPad
    }

    struct List {
        let key: String
        let device: Device
        let orientations: Set<String>
        let line: Int
        let column: Int
    }

    private static let plistKey = "UISupportedInterfaceOrientations"
    private static let settingKey = "INFOPLIST_KEY_UISupportedInterfaceOrientations"

    private(set) var lists: [List] = []
    /// An Xcode project whose `TARGETED_DEVICE_FAMILY` includes iPad (2).
    private(set) var targetsPad = false

    var hasPhoneList: Bool { lists.contains { $0.device == .iPhone } }
    var hasPadList: Bool { lists.contains { $0.device == .iPad } }

    /// An `Info.plist`, XML or binary; `nil` when it is not a property list.
    init?(plist data: Data) {
        var format = PropertyListSerialization.PropertyListFormat.xml
        guard let dictionary = (try? PropertyListSerialization.propertyList(from: data, format: &format)) as? [String: Any] else {
            return nil
        }
        // A watch app's plist (`WKWatchKitApp`, `WKApplication`, …) may list orientations, which
        // watchOS ignores: it has no iPhone or iPad layout to judge.
        if dictionary.keys.contains(where: { $0.hasPrefix("WK") }) { return }
        let text = format == .xml ? String(decoding: data, as: UTF8.self) : nil
        let variants: [(String, Device)] = [("", .all), ("~iphone", .iPhone), ("~ipad", .iPad)]
        for (suffix, device) in variants {
            let key = Self.plistKey + suffix
            guard let values = dictionary[key] as? [String], !values.isEmpty else { continue }
            let (line, column) = text.flatMap { Self.place(of: "<key>\(key)</key>", in: $0) } ?? (1, 1)
            lists.append(List(key: key, device: device, orientations: Set(values), line: line, column: column))
        }
    }

    /// An Xcode project's build settings; each distinct setting once, where it first appears.
    /// A configuration that builds for another system (`SDKROOT = watchos`, a watch app's
    /// `INFOPLIST_KEY_WK…` keys) is left out: Xcode's watch app template lists orientations,
    /// which watchOS ignores.
    init?(buildSettings data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        var seen = Set<String>()
        var block = SettingsBlock()
        // Lines split as bytes, and most turned away before Foundation trims them: a project file
        // has tens of thousands, and reading them as characters was 1.5 % of a lint of real apps.
        for (index, bytes) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let rawLine = Substring(bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes)
            let indented = rawLine.drop { $0 == " " || $0 == "\t" }
            if indented.hasPrefix("};") {  // the end of a configuration's settings (or of another object)
                add(block, seen: &seen)
                block = SettingsBlock()
                continue
            }
            guard indented.hasPrefix("TARGETED_DEVICE_FAMILY") || indented.hasPrefix(Self.settingKey)
                || indented.hasPrefix("SDKROOT") || indented.hasPrefix("INFOPLIST_KEY_WK")
            else { continue }
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].trimmingCharacters(in: CharacterSet(charactersIn: " ;\""))
            let device: Device
            switch key {
            case "TARGETED_DEVICE_FAMILY":
                if value.contains("2") { block.targetsPad = true }
                continue
            case "SDKROOT":  // `auto` (a multiplatform target) may be iOS
                let platforms = AppleSDK.platforms(named: value)
                block.isOtherSystem = !platforms.isEmpty && platforms.isDisjoint(with: [.iOS, .iPadOS])
                continue
            case Self.settingKey: device = .all
            case Self.settingKey + "_iPhone": device = .iPhone
            case Self.settingKey + "_iPad": device = .iPad
            default:
                if key.hasPrefix("INFOPLIST_KEY_WK") { block.isOtherSystem = true }
                continue
            }
            let orientations = Set(value.split(separator: " ").map(String.init))
            guard !orientations.isEmpty else { continue }
            let column = rawLine.utf8.count - indented.utf8.count + 1
            block.lists.append((line, List(key: key, device: device, orientations: orientations, line: index + 1, column: column)))
        }
        add(block, seen: &seen)
    }

    /// The settings of one build configuration, read until its end.
    private struct SettingsBlock {
        var lists: [(text: String, list: List)] = []
        var targetsPad = false
        var isOtherSystem = false
    }

    private mutating func add(_ block: SettingsBlock, seen: inout Set<String>) {
        guard !block.isOtherSystem else { return }
        targetsPad = targetsPad || block.targetsPad
        lists += block.lists.filter { seen.insert($0.text).inserted }.map(\.list)
    }

    private static func place(of needle: String, in text: String) -> (Int, Int)? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: needle) {
                return (index + 1, line[..<range.lowerBound].utf8.count + 1)
            }
        }
        return nil
    }
}

/// The view of the examples' app: project rules speak only about projects with SwiftUI views.
private let appView = "struct Home: View { var body: some View { Text(\"Home\") } }"
