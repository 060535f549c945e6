import PlumbCore
import PlumbLayout
import PlumbSyntax

/// A screen's readings made ahead of their turn, on several threads at once, for `ScreenTrees`
/// with cores to spare. `ScreenTrees` reads its hosts in order, each only when no earlier reading
/// holds for it, so which hosts it reads is known only as it goes. After the first reading, the
/// hosts its questions tell apart are most likely the ones read next: the first host of each
/// class of hosts that answer those questions alike. They are read here in parallel and handed
/// over when `ScreenTrees` comes to them; it decides as before which hosts it reads, so its
/// readings are the same ones, and a reading made ahead that it never asks for (a later reading
/// asked fewer questions and holds for that host too) is dropped, with what it read of the facts.
struct ReadingsAhead {
    private var made: [Int: (tree: Result<ScreenTree, any Error>, reads: FactReads)] = [:]

    init() {}

    /// Reads, on `jobs` threads, the first host after `first` of each class of `hosts` that
    /// answer `questions` alike, leaving out those that answer them as `hosts[first]` does.
    init(hosts: [LayoutHost], after first: Int, questions: HostQuestions, jobs: Int,
         read: @Sendable (LayoutHost) throws -> ScreenTree) {
        var classes: [Int] = []
        for index in hosts.indices.dropFirst(first + 1)
        where !([first] + classes).contains(where: { questions.answerAlike(hosts[$0], hosts[index]) }) {
            classes.append(index)
        }
        guard !classes.isEmpty else { return }
        let ahead = classes
        // Each reading records what it asks of the facts apart, for `take` to hand on: the
        // recorder bound to the calling thread is not bound to the workers'.
        let readings = parallelMap(count: ahead.count, jobs: jobs) { slot in
            FactReads.recording { Result { try read(hosts[ahead[slot]]) } }
        }
        made = Dictionary(uniqueKeysWithValues: zip(ahead, readings.map { (tree: $0.0, reads: $0.1) }))
    }

    /// The reading of `hosts[index]` made ahead, with what it asked of the facts recorded where
    /// the caller records them; nil when it was not made ahead.
    mutating func take(_ index: Int) throws -> ScreenTree? {
        guard let reading = made.removeValue(forKey: index) else { return nil }
        FactReads.current?.insert(contentsOf: reading.reads)
        return try reading.tree.get()
    }
}
