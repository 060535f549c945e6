import PlumbCore

/// Code written for the app's developers, not its users: a screen is laid out as a release
/// build shows it with its debug switches off.
///
/// Two things in the source declare such code, and this is the one place that recognises
/// them by name:
///
/// - a build condition whose words name a debug build: `#if DEBUG`, `#if DEBUG_MENU`. Xcode's
///   project templates set `SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG` for the Debug
///   configuration only, and SwiftPM defines `DEBUG` in debug builds only, so the App Store
///   (Release) build compiles the other clause;
/// - a Boolean the code tests whose name says it switches on debugging or developer tools:
///   `if weather.debug`, `if isDebugMode`, `if settings.showDeveloperOptions`.
///
/// A name is split into its words (`isDebugMode` is is, debug, mode; `DEBUG_MENU` is debug,
/// menu): one of them must be exactly `debug`, or `developer` followed by a word for a set of
/// tools (`developerMode`, `showDeveloperOptions`; `user.isDeveloper` is a person's role, which
/// an app may show its users). `isDebugging` and `debugger` are other words.
public enum DebugSwitch {
    private static let toolWords: Set<String> = ["mode", "menu", "options", "tools", "settings", "features"]

    /// Whether `identifier` (a build condition's name, or a property's) names a debug switch.
    public static func isNamed(_ identifier: String) -> Bool {
        let words = IdentifierWords.of(identifier)
        return words.indices.contains { index in
            words[index] == "debug"
                || (words[index] == "developer" && index + 1 < words.count && toolWords.contains(words[index + 1]))
        }
    }
}
