/// Plumb's version: what `plumb --version` prints, what SARIF names as the tool's version, and
/// part of every cache key (a new version may find other things in the same file).
public enum PlumbVersion {
    public static let current = "0.2.0"
}
