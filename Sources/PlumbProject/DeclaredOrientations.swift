import Foundation
import PlumbCore

/// The supported-orientation lists one `Info.plist` or Xcode project declares, with where each is
/// written: what `orientations` judges.
public struct DeclaredOrientations: Sendable {
    public enum Device: Sendable {
        case all, iPhone, iPad
    }

    public struct List: Sendable {
        public let key: String
        public let device: Device
        public let orientations: Set<String>
        public let line: Int
        public let column: Int
        /// The devices the configuration or the targets reading the list build for
        /// (`TARGETED_DEVICE_FAMILY`); nil when their settings do not say.
        public internal(set) var devices: Set<Device>?
    }

    private static let plistKey = "UISupportedInterfaceOrientations"
    private static let settingKey = "INFOPLIST_KEY_UISupportedInterfaceOrientations"

    /// The `Info.plist` or Xcode project that declares the lists.
    public let file: SettingsFiles.File
    public private(set) var lists: [List] = []
    /// An Xcode project whose `TARGETED_DEVICE_FAMILY` includes iPad (2).
    public private(set) var targetsPad = false

    public var hasPhoneList: Bool { lists.contains { $0.device == .iPhone } }
    public var hasPadList: Bool { lists.contains { $0.device == .iPad } }

    /// What every `Info.plist` (`Info.plist`, `*-Info.plist`) and Xcode project below the roots
    /// declares, whether or not a target uses it; a file that is not a property list is left out.
    /// A device's own list is dropped where every configuration that builds with it leaves that
    /// device out of `TARGETED_DEVICE_FAMILY` (an iPhone-only target's `~ipad` key): an iPhone
    /// app on an iPad runs with the iPhone's orientations, so the key is never read.
    public static func all(in settings: SettingsFiles) -> [DeclaredOrientations] {
        let files = settings.files { $0 == "Info.plist" || $0.hasSuffix("-Info.plist") || $0 == "project.pbxproj" }
        let contents = files.compactMap { file in FileManager.default.contents(atPath: file.path).map { (file, $0) } }
        var plistDevices = PlistDevices()
        let projects = contents.filter { $0.0.path.hasSuffix(".pbxproj") }.compactMap { file, data in
            DeclaredOrientations(buildSettings: data, of: file, plistDevices: &plistDevices)
        }
        let plists = contents.filter { !$0.0.path.hasSuffix(".pbxproj") }.compactMap { file, data in
            DeclaredOrientations(plist: data, of: file, devices: plistDevices.devices(of: file.path))
        }
        return (projects + plists).sorted { $0.file.displayPath < $1.file.displayPath }
    }

    /// Whether a device's own list is read on a target that builds for `devices` (nil when the
    /// settings do not say).
    private static func isRead(_ device: Device, on devices: Set<Device>?) -> Bool {
        device == .all || devices?.contains(device) ?? true
    }

    /// The devices of `TARGETED_DEVICE_FAMILY`: 1 iPhone, 2 iPad (3 and later are other systems).
    static func devices(ofFamily value: String) -> Set<Device> {
        let families = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return Set(families.compactMap { ["1": Device.iPhone, "2": .iPad][$0] })
    }

    /// The devices each `Info.plist` is built for, from the configurations naming it in
    /// `INFOPLIST_FILE` next to a `TARGETED_DEVICE_FAMILY`; a plist some configuration names
    /// without one is unknown (the project's level may set it).
    private struct PlistDevices {
        private var byPath: [String: Set<Device>?] = [:]

        mutating func add(_ path: String, devices: Set<Device>?) {
            // `updateValue`, as assigning nil through the subscript would remove the path.
            if let earlier = byPath[path] {
                byPath.updateValue(earlier.flatMap { earlier in devices.map(earlier.union) }, forKey: path)
            } else {
                byPath.updateValue(devices, forKey: path)
            }
        }

        func devices(of path: String) -> Set<Device>? {
            byPath[path] ?? nil
        }
    }

    /// An `Info.plist`, XML or binary; `nil` when it is not a property list.
    private init?(plist data: Data, of file: SettingsFiles.File, devices: Set<Device>?) {
        self.file = file
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
            guard Self.isRead(device, on: devices), let values = dictionary[key] as? [String], !values.isEmpty else { continue }
            let (line, column) = text.flatMap { Self.place(of: "<key>\(key)</key>", in: $0) } ?? (1, 1)
            lists.append(List(key: key, device: device, orientations: Set(values), line: line, column: column, devices: devices))
        }
    }

    /// An Xcode project's build settings; each distinct setting once, where it first appears.
    /// A configuration that builds for another system (`SDKROOT = watchos`, a watch app's
    /// `INFOPLIST_KEY_WK…` keys) is left out: Xcode's watch app template lists orientations,
    /// which watchOS ignores.
    private init?(buildSettings data: Data, of file: SettingsFiles.File, plistDevices: inout PlistDevices) {
        self.file = file
        let projectDirectory = ((file.path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
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
                if let plist = block.infoPlist.flatMap({ BuildSettings(values: ["INFOPLIST_FILE": $0]).infoPlist(inProjectAt: projectDirectory) }) {
                    plistDevices.add(plist, devices: block.devices)
                }
                block = SettingsBlock()
                continue
            }
            guard indented.hasPrefix("TARGETED_DEVICE_FAMILY") || indented.hasPrefix(Self.settingKey)
                || indented.hasPrefix("SDKROOT") || indented.hasPrefix("INFOPLIST_KEY_WK") || indented.hasPrefix("INFOPLIST_FILE")
            else { continue }
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].trimmingCharacters(in: CharacterSet(charactersIn: " ;\""))
            let device: Device
            switch key {
            case "TARGETED_DEVICE_FAMILY":
                block.devices = Self.devices(ofFamily: value)
                continue
            case "INFOPLIST_FILE":
                block.infoPlist = value
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
            block.lists.append((line, List(key: key, device: device, orientations: orientations, line: index + 1, column: column, devices: nil)))
        }
        add(block, seen: &seen)
    }

    /// The settings of one build configuration, read until its end.
    private struct SettingsBlock {
        var lists: [(text: String, list: List)] = []
        /// The devices of its `TARGETED_DEVICE_FAMILY`; nil when it sets none.
        var devices: Set<Device>?
        var infoPlist: String?
        var isOtherSystem = false
    }

    /// A configuration's lists, but those of a device it does not build for; a list read by no
    /// earlier configuration of the file is kept at its own line.
    private mutating func add(_ block: SettingsBlock, seen: inout Set<String>) {
        guard !block.isOtherSystem else { return }
        targetsPad = targetsPad || block.devices?.contains(.iPad) == true
        for (text, list) in block.lists where Self.isRead(list.device, on: block.devices) && seen.insert(text).inserted {
            var read = list
            read.devices = block.devices
            lists.append(read)
        }
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
