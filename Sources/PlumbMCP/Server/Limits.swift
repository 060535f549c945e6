/// What one request may cost, so that a huge or pathological input gets an answer in bounded
/// time and memory: an error naming the argument over its limit, or the result. The README's
/// "Bounds" section documents these numbers.
public struct Limits: Sendable {
    /// The longest JSON-RPC message the server reads; a longer one is answered with an error
    /// and skipped without being held in memory.
    public var messageBytes = 8 << 20
    /// Swift source text, a `.plumb.yml` or a design plan given inline.
    public var textBytes = 1 << 20
    /// Swift files a `directory` may hold.
    public var projectFiles = 10_000
    /// Layouts one `layout` call computes (scenarios × text sizes).
    public var layouts = 64
    /// Seconds a tool call may run before it is answered with an error.
    public var seconds: Double = 60
    /// Tool calls computing at once, counting those past their time that still run to their
    /// end; a call beyond them is answered with an error at once.
    public var callsAtOnce = 4

    public init() {}
}
