import PlumbCore
import Testing

/// swift-snapshot-testing's device configurations, as its `ViewImageConfig` defines them.
@Suite struct SnapshotDeviceConfigTests {
    @Test func anIPhoneDefaultsToPortraitAtMediumText() throws {
        let config = try #require(SnapshotDeviceConfigs.named("iPhone13"))
        #expect(config.size == PointSize(width: 390, height: 844))
        #expect(config.safeArea == Insets(top: 47, bottom: 34, left: 0, right: 0))
        #expect(config.sizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))
        #expect(config.contentSize == .medium)
    }

    @Test func landscapeTurnsTheSizeAndTakesItsOwnInsets() throws {
        let config = try #require(SnapshotDeviceConfigs.named("iphonexsmax-landscape"))
        #expect(config.size == PointSize(width: 896, height: 414))
        #expect(config.safeArea == Insets(top: 0, bottom: 24, left: 44, right: 44))
        #expect(config.sizeClasses?.horizontal == .regular)
        #expect(SnapshotDeviceConfigs.named("iPhoneSe-landscape")?.safeArea == .zero)
        #expect(SnapshotDeviceConfigs.named("iPhone13Mini-landscape")?.sizeClasses?.horizontal == .compact)
    }

    @Test func anIPadDefaultsToLandscapeAndHasSplitViewPanes() throws {
        let full = try #require(SnapshotDeviceConfigs.named("iPadPro11"))
        #expect(full.orientation == .landscape && full.split == nil)
        #expect(full.size == PointSize(width: 1194, height: 834))
        #expect(full.safeArea == Insets(top: 24, bottom: 20, left: 0, right: 0))
        #expect(full.contentSize == nil)
        let third = try #require(SnapshotDeviceConfigs.named("iPadPro11-portrait-oneThird"))
        #expect(third.size == PointSize(width: 320, height: 1194))
        #expect(third.sizeClasses?.horizontal == .compact)
        #expect(SnapshotDeviceConfigs.named("iPadPro12_9-landscape-oneHalf")?.sizeClasses?.horizontal == .regular)
        #expect(SnapshotDeviceConfigs.named("iPadPro10_5-landscape-oneHalf")?.sizeClasses?.horizontal == .compact)
        #expect(SnapshotDeviceConfigs.named("iPadMini-portrait-oneHalf") == nil, "portrait has no 1/2 pane")
    }

    @Test func everyConfigurationIsFoundByItsIdentifier() {
        for config in SnapshotDeviceConfigs.all {
            #expect(SnapshotDeviceConfigs.named(config.id) == config, "\(config.id)")
        }
        #expect(SnapshotDeviceConfigs.named("tv")?.safeArea == Insets(top: 60, bottom: 60, left: 90, right: 90))
        #expect(SnapshotDeviceConfigs.named("iPhone14") == nil)
        #expect(SnapshotDeviceConfigs.named("iPhone13-sideways") == nil)
        #expect(SnapshotDeviceConfigs.named("iPhone13-portrait-oneThird") == nil)
    }
}
