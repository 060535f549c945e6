extension DeviceCatalog {
    /// The list `plumb devices --format json` writes, one device per line, with the keys in a
    /// fixed order (docs/devices.md shows it): id, name, platform, points, scale, sizeClasses, safeArea, splitViews,
    /// default. Watches have no size classes and no orientations, so both are null; a TV has no
    /// size classes and no portrait.
    public static func json(_ devices: [Device]) -> String {
        guard !devices.isEmpty else { return "[]" }
        return "[\n" + devices.map { "  " + $0.json.rendered }.joined(separator: ",\n") + "\n]"
    }
}

extension Device {
    var json: OrderedJSON {
        .object([
            ("id", .string(id)),
            ("name", .string(name)),
            ("platform", .string(platform.rawValue)),
            ("points", points.json),
            ("scale", .number(scale)),
            ("sizeClasses", sizeClassesJSON),
            ("safeArea", safeAreaJSON),
            ("splitViews", .array(splitViews.map(\.json))),
            ("default", .bool(isDefault)),
        ])
    }

    private var sizeClassesJSON: OrderedJSON {
        guard sizeClasses(.portrait) != nil || sizeClasses(.landscape) != nil else { return .null }
        return byOrientation { sizeClasses($0)?.json ?? .null }
    }

    private var safeAreaJSON: OrderedJSON {
        byOrientation { safeArea($0).json }
    }

    /// Portrait and landscape, an orientation the screen does not take being null; null for a
    /// screen without orientations.
    private func byOrientation(_ value: (Orientation) -> OrderedJSON) -> OrderedJSON {
        guard !orientations.isEmpty else { return .null }
        return .object(Orientation.allCases.map { orientation in
            (orientation.rawValue, orientations.contains(orientation) ? value(orientation) : .null)
        })
    }
}

extension SplitView {
    var json: OrderedJSON {
        .object([
            ("fraction", .string(fraction.rawValue)),
            ("orientation", .string(orientation.rawValue)),
            ("points", size.json),
            ("sizeClasses", sizeClasses.json),
            ("computed", .bool(isComputed)),
        ])
    }
}

extension PointSize {
    var json: OrderedJSON { .object([("width", .number(width)), ("height", .number(height))]) }
}

extension SizeClasses {
    var json: OrderedJSON {
        .object([("horizontal", .string(horizontal.rawValue)), ("vertical", .string(vertical.rawValue))])
    }
}

extension Insets {
    var json: OrderedJSON {
        .object([("top", .number(top)), ("bottom", .number(bottom)), ("left", .number(left)), ("right", .number(right))])
    }
}
