import Foundation
import PlumbCore
import PlumbLayout

/// Lays out a 200-node screen on 20 devices × 3 text sizes, both orientations where the device
/// rotates, and reports the time per layout. Build with `-c release`.
struct LayoutBenchmark {
    /// A settings-like screen: a navigation stack, a scroll view and rows of icons, titles,
    /// subtitles and buttons — 200 nodes.
    static func screen() -> ViewNode {
        let rows = (0..<12).map { index -> ViewNode in
            ViewNode.hStack([
                ViewNode.image(systemName: "star.fill").frame(width: 44, height: 44).background(.shape("RoundedRectangle")),
                .vStack(alignment: .leading, spacing: 4, [
                    ViewNode.text("Row \(index) title").font(.style(.headline)),
                    ViewNode.text("A subtitle long enough to wrap on the narrower phones at larger text sizes")
                        .font(.style(.subheadline)).lineLimit(2),
                ]),
                .spacer(),
                ViewNode.button(style: .bordered, label: .text("Open")),
            ]).padding(.vertical, 8)
        }
        let header = ViewNode.vStack(alignment: .leading, [
            ViewNode.text("Welcome back").font(.style(.largeTitle)),
            ViewNode.text("Everything you need, laid out the way SwiftUI does it.").font(.style(.body)),
            .lazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], (0..<6).map { _ in
                ViewNode.color("blue").frame(height: 60)
            }),
        ])
        let content = ViewNode.vStack(spacing: 12, [header] + rows + [.divider()]).padding()
        return .navigationStack(largeTitle: true, .scrollView([.vertical], [content]))
    }

    static func count(_ node: ViewNode) -> Int { 1 + node.children.reduce(0) { $0 + count($1) } }

    static func run() {
        let screen = screen()
        let devices = Array((DeviceCatalog.devices(platform: .iOS) + DeviceCatalog.devices(platform: .iPadOS)).prefix(20))
        let sizes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility3]
        let hosts = devices.flatMap { device in
            sizes.map { LayoutHost(device: device, orientation: .portrait, dynamicTypeSize: $0) }
        }
        var checksum = 0.0
        for host in hosts { checksum += LayoutEngine.layout(screen, in: host).frame.size.height }
        let rounds = 20
        var perLayout: [Double] = []
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            for host in hosts { checksum += LayoutEngine.layout(screen, in: host).frame.size.height }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            perLayout.append(elapsed / Double(hosts.count))
        }
        perLayout.sort()
        let mean = perLayout.reduce(0, +) / Double(perLayout.count)
        print("nodes per screen: \(count(screen))")
        print("devices: \(devices.count), text sizes: \(sizes.map(\.rawValue).joined(separator: ", ")), layouts per round: \(hosts.count)")
        print(String(format: "time per layout: mean %.3f ms, median %.3f ms, best %.3f ms, worst %.3f ms (%d rounds)",
                     mean, perLayout[rounds / 2], perLayout[0], perLayout[rounds - 1], rounds))
        print(String(format: "checksum %.1f", checksum))
    }
}

LayoutBenchmark.run()
