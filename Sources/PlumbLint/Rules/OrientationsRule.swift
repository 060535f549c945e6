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
            2; a device-specific key applies to its device, unless every configuration that reads it leaves \
            that device out of `TARGETED_DEVICE_FAMILY` (an iPhone-only target's `~ipad` or `_iPad` key is \
            dead: an iPhone app on an iPad runs with the iPhone's orientations), and a configuration's \
            `TARGETED_DEVICE_FAMILY` limits its plain key to its devices. A project that declares no orientations is \
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
            // An iPad-only target: its plain key is the iPad's list.
            RuleExample(appView, files: ["Pad.xcodeproj/project.pbxproj": """
                {
                    A1 /* Release */ = {
                        isa = XCBuildConfiguration;
                        buildSettings = {
                            ↓INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown";
                            TARGETED_DEVICE_FAMILY = 2;
                        };
                        name = Release;
                    };
                }
                """]),
            // The `~ipad` key of a plist an iPhone-and-iPad target builds with.
            RuleExample(appView, files: [
                "App/Info.plist": """
                    <plist version="1.0"><dict>
                    ↓<key>UISupportedInterfaceOrientations~ipad</key>
                    <array><string>UIInterfaceOrientationPortrait</string></array>
                    </dict></plist>
                    """,
                "App.xcodeproj/project.pbxproj": """
                    {
                        A1 /* Release */ = {
                            isa = XCBuildConfiguration;
                            buildSettings = {
                                INFOPLIST_FILE = App/Info.plist;
                                TARGETED_DEVICE_FAMILY = "1,2";
                            };
                            name = Release;
                        };
                    }
                    """,
            ]),
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
            // An iPhone-only target's iPad keys are never read: an iPhone app on an iPad runs
            // with the iPhone's orientations. Its plain key is the iPhone's list alone.
            RuleExample(appView, files: ["Phone.xcodeproj/project.pbxproj": """
                {
                    A1 /* Release */ = {
                        isa = XCBuildConfiguration;
                        buildSettings = {
                            INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
                            INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";
                            TARGETED_DEVICE_FAMILY = 1;
                        };
                        name = Release;
                    };
                    A2 /* Other */ = {
                        isa = XCBuildConfiguration;
                        buildSettings = {
                            TARGETED_DEVICE_FAMILY = "1,2";
                        };
                        name = Other;
                    };
                }
                """]),
            RuleExample(appView, files: [
                "Phone/Info.plist": """
                    <plist version="1.0"><dict>
                    <key>UISupportedInterfaceOrientations</key>
                    <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
                    <key>UISupportedInterfaceOrientations~ipad</key>
                    <array><string>UIInterfaceOrientationPortrait</string></array>
                    </dict></plist>
                    """,
                "Phone.xcodeproj/project.pbxproj": """
                    {
                        A1 /* Release */ = {
                            isa = XCBuildConfiguration;
                            buildSettings = {
                                INFOPLIST_FILE = "$(SRCROOT)/Phone/Info.plist";
                                TARGETED_DEVICE_FAMILY = 1;
                            };
                            name = Release;
                        };
                    }
                    """,
            ]),
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
        for declared in context.facts.model.declaredOrientations {
            for list in declared.lists { check(list, in: declared, context: context) }
        }
    }

    private func check(_ list: DeclaredOrientations.List, in declared: DeclaredOrientations, context: ProjectContext) {
        let position = SourcePosition(file: declared.file.displayPath, line: list.line, column: list.column)
        // The plain key is each device's list where the file has no list of the device's own and
        // the target builds for it (`TARGETED_DEVICE_FAMILY`; iPad also when the project says so).
        let appliesToPhone = list.device == .iPhone || (list.device == .all && !declared.hasPhoneList && list.devices?.contains(.iPhone) ?? true)
        if checksPhone, appliesToPhone, list.orientations.isDisjoint(with: Orientation.landscape) {
            context.report(
                at: position,
                "`\(list.key)` drops landscape on iPhone; add `UIInterfaceOrientationLandscapeLeft` and `UIInterfaceOrientationLandscapeRight`")
        }
        let appliesToPad = list.device == .iPad
            || (list.device == .all && !declared.hasPadList && list.devices?.contains(.iPad) ?? (checksPadPlainKey || declared.targetsPad))
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

/// The view of the examples' app: project rules speak only about projects with SwiftUI views.
private let appView = "struct Home: View { var body: some View { Text(\"Home\") } }"
