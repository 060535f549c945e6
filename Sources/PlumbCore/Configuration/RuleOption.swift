/// The type of a rule option's value in `.plumb.yml`.
public enum OptionType: String, Sendable {
    case bool
    case integer
    case number
    case numberList = "list of numbers"
    case stringList = "list of strings"
}

/// One option a rule accepts, with its documentation for `plumb rules ID`.
public struct OptionSpec: Sendable {
    public var name: String
    public var type: OptionType
    public var defaultValue: String
    public var summary: String

    public init(_ name: String, _ type: OptionType, default defaultValue: String, _ summary: String) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// A validated option value.
public enum OptionValue: Sendable, Equatable {
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case numbers([Double])
    case strings([String])
}

/// What `.plumb.yml` says about one rule: its severity (`nil` when it kept the default),
/// whether it is turned off, and its options.
public struct RuleSetting: Sendable, Equatable {
    public var severity: Severity?
    public var isOff: Bool
    public var options: [String: OptionValue]

    public init(severity: Severity? = nil, isOff: Bool = false, options: [String: OptionValue] = [:]) {
        self.severity = severity
        self.isOff = isOff
        self.options = options
    }

    public func bool(_ name: String) -> Bool? {
        if case .bool(let value) = options[name] { return value }
        return nil
    }

    public func integer(_ name: String) -> Int? {
        if case .integer(let value) = options[name] { return value }
        return nil
    }

    public func numbers(_ name: String) -> [Double]? {
        if case .numbers(let value) = options[name] { return value }
        return nil
    }

    public func strings(_ name: String) -> [String]? {
        if case .strings(let value) = options[name] { return value }
        return nil
    }
}
