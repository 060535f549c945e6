#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlumbCore

/// What `stat` says of a file that changes when its bytes do: device, inode, size and
/// modification time to the nanosecond. A warm project reads a file again only when its stamp
/// changed, and then compares the bytes themselves.
struct FileStamp: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let seconds: Int
    let nanoseconds: Int
    let isDirectory: Bool

    /// Which file it is, whatever its contents: its device and inode.
    struct Identity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    var identity: Identity { Identity(device: device, inode: inode) }

    /// The stamp of the file at `path`; nil when it cannot be read.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        isDirectory = info.st_mode & S_IFMT == S_IFDIR
        #if canImport(Darwin)
        (seconds, nanoseconds) = (info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec)
        #else
        (seconds, nanoseconds) = (info.st_mtim.tv_sec, info.st_mtim.tv_nsec)
        #endif
    }

    /// Adds every field to `hash` (cheaper than hashing its description, which reflects on it).
    func combine(into hash: inout StableHash) {
        for field in [Int(truncatingIfNeeded: device), Int(truncatingIfNeeded: inode), Int(size), seconds, nanoseconds, isDirectory ? 1 : 0] {
            hash.combine(field)
        }
    }

        /// Whether a write in the same clock tick as the stamp could leave it unchanged: a file
    /// modified less than two seconds before it was stamped is compared by its bytes every time
    /// (coarse file-system clocks tick in seconds).
    func mayHideAWrite(stampedAt now: Int) -> Bool {
        now - seconds < 2
    }

    /// The wall clock in seconds, as modification times count them.
    static var now: Int {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time.tv_sec
    }
}
