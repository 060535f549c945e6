import Foundation
import PlumbCore

/// The text form of `plumb devices`: one row per device, then the iPad Split View panes.
struct DeviceTextTable {
    let devices: [Device]

    var rendered: String {
        var sections = [deviceSection]
        let iPads = devices.filter { !$0.splitViews.isEmpty }
        if !iPads.isEmpty { sections.append(splitViewSection(iPads)) }
        sections.append(legend)
        return sections.joined(separator: "\n\n")
    }

    private var deviceSection: String {
        AlignedColumns(
            header: [
                "ID", "NAME", "PLATFORM", "YEAR", "POINTS", "PIXELS", "SCALE",
                "SIZE CLASSES P | L", "SAFE AREA P", "SAFE AREA L", "INSETS OS", "DEFAULT",
            ],
            rows: devices.map { device in
                [
                    device.id, device.name, device.platform.rawValue, String(device.year),
                    Self.text(device.points), "\(device.pixels.width)×\(device.pixels.height)",
                    "@\(Self.text(device.scale))x", sizeClasses(device),
                    safeArea(device, .portrait), safeArea(device, .landscape),
                    device.insetsOSVersion ?? "—", device.isDefault ? "yes" : "",
                ]
            }
        ).rendered
    }

    private func splitViewSection(_ iPads: [Device]) -> String {
        let rows = iPads.flatMap { device in
            device.orientations.map { orientation in
                [device.id, orientation.rawValue] + SplitFraction.allCases.map { fraction in
                    device.splitViews
                        .first { $0.orientation == orientation && $0.fraction == fraction }
                        .map(Self.text) ?? "—"
                }
            }
        }
        return "Split View panes\n"
            + AlignedColumns(header: ["ID", "ORIENTATION", "1/3", "1/2", "2/3"], rows: rows).rendered
    }

    private var legend: String {
        """
        Size classes: w width, h height, C compact, R regular; P portrait, L landscape.
        Safe area: top, bottom, left, right in points, for the OS version under INSETS OS.
        * computed from the screen width, not measured. — does not apply.
        """
    }

    private func sizeClasses(_ device: Device) -> String {
        let byOrientation = Orientation.allCases.map { orientation in
            device.orientations.contains(orientation) ? device.sizeClasses(orientation).map(Self.text) : nil
        }
        guard byOrientation.contains(where: { $0 != nil }) else { return "—" }
        return byOrientation.map { $0 ?? "—" }.joined(separator: " | ")
    }

    private func safeArea(_ device: Device, _ orientation: Orientation) -> String {
        guard device.orientations.contains(orientation) else { return "—" }
        let insets = device.safeArea(orientation)
        return [insets.top, insets.bottom, insets.left, insets.right].map(Self.text).joined(separator: ",")
    }

    private static func text(_ pane: SplitView) -> String {
        text(pane.size) + (pane.isComputed ? "*" : "") + " " + text(pane.sizeClasses)
    }

    private static func text(_ classes: SizeClasses) -> String {
        "w\(letter(classes.horizontal)) h\(letter(classes.vertical))"
    }

    private static func letter(_ sizeClass: SizeClass) -> String {
        sizeClass == .compact ? "C" : "R"
    }

    private static func text(_ size: PointSize) -> String {
        "\(text(size.width))×\(text(size.height))"
    }

    /// Points without a needless ".0": 393, 561.5.
    private static func text(_ value: Double) -> String {
        String(format: "%g", value)
    }
}

/// Rows of cells padded into columns two spaces apart.
private struct AlignedColumns {
    let header: [String]
    let rows: [[String]]

    var rendered: String {
        let lines = [header] + rows
        let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        return lines.map { cells in
            var line = zip(cells, widths)
                .map { cell, width in cell.padding(toLength: width, withPad: " ", startingAt: 0) }
                .joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
