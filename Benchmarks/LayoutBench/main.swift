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
        var wall: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<rounds {
            let (wallStart, cpuStart) = (DispatchTime.now().uptimeNanoseconds, threadCPUNanoseconds())
            for host in hosts { checksum += LayoutEngine.layout(screen, in: host).frame.size.height }
            wall.append(Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e6 / Double(hosts.count))
            cpu.append(Double(threadCPUNanoseconds() - cpuStart) / 1e6 / Double(hosts.count))
        }
        print("nodes per screen: \(count(screen))")
        print("devices: \(devices.count), text sizes: \(sizes.map(\.rawValue).joined(separator: ", ")), layouts per round: \(hosts.count)")
        print(summary("wall time per layout", wall))
        print(summary("CPU time per layout", cpu))
        print(String(format: "checksum %.1f", checksum))
    }

    /// Mean, median, best and worst of per-layout times in milliseconds.
    static func summary(_ title: String, _ values: [Double]) -> String {
        let sorted = values.sorted()
        let mean = sorted.reduce(0, +) / Double(sorted.count)
        return String(format: "%@: mean %.3f ms, median %.3f ms, best %.3f ms, worst %.3f ms (%d rounds)",
                      title, mean, sorted[sorted.count / 2], sorted[0], sorted[sorted.count - 1], sorted.count)
    }

    /// The CPU time this thread has used: unlike wall time, not inflated by other processes.
    static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

LayoutBenchmark.run()
