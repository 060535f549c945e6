import Foundation

/// The files `plumb lint --changed [REV]` reports on: those changed since REV (default: the
/// merge base of HEAD with the default branch), staged, unstaged or untracked, as git says.
struct ChangedFiles {
    /// The repository's top folder.
    let top: String

    init(in directory: String) throws {
        guard let top = try? Self.git(["rev-parse", "--show-toplevel"], in: directory).trimmingCharacters(in: .whitespacesAndNewlines),
              !top.isEmpty
        else { throw RunFailure(message: "--changed needs a git repository; \(directory) is not in one") }
        self.top = top
    }

    /// Absolute paths of the changed files that still exist.
    func paths(since revision: String?) throws -> Set<String> {
        let base = try revision ?? defaultBase()
        guard (try? Self.git(["rev-parse", "--verify", "--quiet", base + "^{commit}"], in: top)) != nil else {
            throw RunFailure(message: "--changed: '\(base)' is not a revision of \(top)")
        }
        let changed = try Self.git(["diff", "--name-only", "--diff-filter=d", "--no-renames", base], in: top)
        let untracked = try Self.git(["ls-files", "--others", "--exclude-standard"], in: top)
        let paths = (changed + "\n" + untracked).split(separator: "\n").map {
            URL(fileURLWithPath: top).appendingPathComponent(String($0)).standardizedFileURL.path
        }
        return Set(paths.filter { FileManager.default.fileExists(atPath: $0) })
    }

    /// The merge base of HEAD with the default branch: origin's HEAD, else `main`, else `master`.
    private func defaultBase() throws -> String {
        let remoteHead = (try? Self.git(["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"], in: top))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let candidates = [remoteHead, "main", "master"].compactMap { $0 }.filter { !$0.isEmpty }
        for branch in candidates {
            if let base = try? Self.git(["merge-base", "HEAD", branch], in: top).trimmingCharacters(in: .whitespacesAndNewlines), !base.isEmpty {
                return base
            }
        }
        throw RunFailure(message: "--changed: no default branch (origin/HEAD, main or master) to compare with; name a revision: --changed REV")
    }

    /// git's standard output; throws when git fails or cannot be run.
    private static func git(_ arguments: [String], in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw RunFailure(message: "--changed needs git, which could not be run: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw RunFailure(message: "git \(arguments.joined(separator: " ")) failed") }
        return String(decoding: data, as: UTF8.self)
    }
}
