import Foundation

/// The locks an exercise's answer takes, read from its compiled code: the symbols its object
/// file refers to, not the words of its source, so a typealias, a module prefix or
/// `DispatchSemaphore(value: 1)` hides nothing.
///
/// ```swift
/// let locks = AnswerLocks(objectFile: url)   // nil if the file is not an object file
/// locks?.unseen.map(\.name)                  // ["a pthread mutex"]
/// locks?.takesALock                          // true
/// ```
///
/// - Note: The checks' schedules switch threads only where a lock passes a schedule point: a
///   `Locked`, and in an exercise's module the stand-ins ExerciseKit gives it (`NSLock`,
///   `NSRecursiveLock`, `Mutex`, and chapter 4's `DispatchQueue`). An answer behind any other
///   lock runs each of its critical sections as one step, so a look in one and an act in
///   another is never split: passing proves nothing about it.
package struct AnswerLocks: Sendable {
    /// A lock the checks cannot step into, and what to use instead.
    package struct Unseen: Sendable, Equatable {
        /// `a pthread mutex`.
        package let name: String
        /// What to write instead, in the answer's file.
        package let instead: String
    }

    /// The locks the checks cannot step into, each once, in the catalogue's order.
    package let unseen: [Unseen]
    /// Whether the answer takes any lock at all, one the checks step into or not (an actor counts).
    package let takesALock: Bool

    /// The locks `symbols` (an object file's, demangled) take.
    package init(symbols: [String]) {
        let found = Self.catalogue.filter { entry in
            symbols.contains { entry.matches($0) }
                && (entry.alongside.isEmpty
                    || symbols.contains { $0.range(of: entry.alongside, options: .regularExpression) != nil })
        }
        let hidden = Set(found.flatMap(\.hides))
        unseen = found.map(\.lock).filter { !hidden.contains($0.name) }
        takesALock =
            !unseen.isEmpty || symbols.contains { $0.range(of: Self.stepped, options: .regularExpression) != nil }
    }

    /// The locks the compiled code in `objectFile` takes; nil if it cannot be read as an object file.
    package init?(objectFile: URL) {
        guard let data = try? Data(contentsOf: objectFile), let names = ObjectFile.symbols(in: [UInt8](data)) else {
            return nil
        }
        self.init(symbols: ObjectFile.demangled(names))
    }

    /// A call that takes a lock the checks step into, or makes an actor: a mention of the
    /// stand-ins' types alone (a default argument naming chapter 4's `DispatchQueue`) takes none.
    static let stepped =
        #"Locking\.Locked\.withLock|Locking\.Lock\.lock\(|ExerciseKit\.Stepped\w+\.(lock|withLock|sync)\b"#
        + "|swift_defaultActor_initialize"

    /// One lock the checks cannot step into, and the symbols that say an answer takes it: C
    /// functions by their names, Swift's by their demangled names, as each platform spells them
    /// (Linux's corelibs are Swift, `Foundation.NSLock`; Darwin's are Objective-C, `__C.NSLock`).
    struct Entry: Sendable {
        let lock: Unseen
        let functions: [String]
        let pattern: String
        /// Names of locks this one is built on, whose symbols its own code brings along (a
        /// `Mutex` is an atomic on Linux and an `os_unfair_lock` on Darwin): not named apart.
        var hides: [String] = []
        /// What else the code must call for this to count, if anything: a barrier counts only
        /// on Dispatch's own queue, not on chapter 4's stand-in, which steps around it.
        var alongside = ""

        func matches(_ symbol: String) -> Bool {
            functions.contains(symbol)
                || (!pattern.isEmpty && symbol.range(of: pattern, options: .regularExpression) != nil)
        }
    }

    static let locked = "keep that state in a `Locked` (`let state = Locked(…)`, then `state.withLock { … }`)"

    /// What to write instead of a module's own lock, where the exercises have a stand-in.
    static func standIn(_ call: String, _ module: String) -> String {
        "write `\(call)` with no `\(module).` before it: in an exercise's module that one is a stand-in"
            + " the checks step into"
    }

    static let catalogue: [Entry] = [
        Entry(
            lock: Unseen(name: "a pthread mutex", instead: locked),
            functions: ["pthread_mutex_lock", "pthread_mutex_trylock"], pattern: ""),
        Entry(
            lock: Unseen(name: "a pthread read-write lock", instead: locked),
            functions: [
                "pthread_rwlock_rdlock", "pthread_rwlock_wrlock", "pthread_rwlock_tryrdlock",
                "pthread_rwlock_trywrlock",
            ], pattern: ""),
        Entry(
            lock: Unseen(name: "an `os_unfair_lock`", instead: locked),
            functions: ["os_unfair_lock_lock", "os_unfair_lock_trylock"], pattern: #"\bos\.OSAllocatedUnfairLock\b"#),
        Entry(
            lock: Unseen(name: "a `DispatchSemaphore`", instead: locked),
            functions: ["dispatch_semaphore_wait"], pattern: #"Dispatch\.DispatchSemaphore\b|OS_dispatch_semaphore\b"#),
        Entry(
            lock: Unseen(name: "an `NSCondition`", instead: locked),
            functions: ["OBJC_CLASS_$_NSCondition"], pattern: #"(Foundation|__C)\.NSCondition\b"#),
        Entry(
            lock: Unseen(name: "Foundation's own `NSLock`", instead: standIn("NSLock()", "Foundation")),
            functions: ["OBJC_CLASS_$_NSLock"], pattern: #"(Foundation|__C)\.NSLock\b"#),
        Entry(
            lock: Unseen(
                name: "Foundation's own `NSRecursiveLock`", instead: standIn("NSRecursiveLock()", "Foundation")),
            functions: ["OBJC_CLASS_$_NSRecursiveLock"], pattern: #"(Foundation|__C)\.NSRecursiveLock\b"#),
        Entry(
            lock: Unseen(name: "Synchronization's own `Mutex`", instead: standIn("Mutex(…)", "Synchronization")),
            functions: [], pattern: #"\bSynchronization\.(Mutex|_MutexHandle)\b"#,
            hides: ["an `Atomic`", "an `os_unfair_lock`"]),
        Entry(
            lock: Unseen(name: "an `Atomic`", instead: locked),
            functions: [], pattern: #"\bSynchronization\.Atomic\b"#),
        Entry(
            lock: Unseen(name: "a barrier on a concurrent queue", instead: locked),
            functions: ["dispatch_barrier_sync", "dispatch_barrier_async"],
            pattern: #"Dispatch\.DispatchWorkItemFlags\.barrier\b"#,
            alongside:
                #"(Dispatch\.DispatchQueue|__C\.OS_dispatch_queue)\.(sync|async)\b|^dispatch_(barrier_)?(sync|async)$"#),
        Entry(
            lock: Unseen(
                name: "a `DispatchQueue`'s `sync`",
                instead: locked
                    + "; in chapter 4, where a private serial queue is the chapter's lock, "
                    + standIn("DispatchQueue(label:)", "Dispatch")),
            functions: ["dispatch_sync"], pattern: #"(Dispatch\.DispatchQueue|__C\.OS_dispatch_queue)\.sync\b"#),
    ]
}

extension AnswerLocks {
    /// The object file the compiler made of `file` in this test program's build, the newest if
    /// an old build left another: `Chapters/04-LockQueuePromise/Exercises/Zip.swift` is
    /// `<build>/LockQueuePromiseExercises.build/Zip.swift.o` with SwiftPM, and
    /// `…/Intermediates.noindex/<project>.build/<configuration>/LockQueuePromiseExercises.build/
    /// Objects-normal/<architecture>/Zip.o` with Xcode.
    ///
    /// - Parameter file: a source file, from the package root.
    /// - Returns: nil when no such file is found near the image this code runs in.
    package static func objectFile(for file: String) -> URL? {
        let folders = file.split(separator: "/").map(String.init)
        guard let name = folders.last, folders.count >= 2 else { return nil }
        let module = folders[folders.count - 2] + ".build"  // Exercises.build, Solutions.build
        let stem = String(name.dropLast(".swift".count))
        var candidates: [URL] = []
        var path = imagePath().split(separator: "/").map(String.init)
        // From the test program's folder up, a few folders: SwiftPM's build folder is that
        // folder (Linux) or the bundle's (macOS); Xcode's is two above Products/Debug.
        for _ in 0..<6 where !path.isEmpty {
            defer { path.removeLast() }
            let folder = URL(filePath: "/" + path.joined(separator: "/"), directoryHint: .isDirectory)
            for entry in entries(of: folder) where entry.hasSuffix(module) {
                candidates.append(folder.appending(path: entry).appending(path: name + ".o"))
            }
            let xcode = folder.appending(path: "Intermediates.noindex")
            for project in entries(of: xcode) {
                for configuration in entries(of: xcode.appending(path: project)) {
                    let built = xcode.appending(path: project).appending(path: configuration)
                    for entry in entries(of: built) where entry.hasSuffix(module) {
                        let objects = built.appending(path: entry).appending(path: "Objects-normal")
                        for architecture in entries(of: objects) {
                            candidates.append(objects.appending(path: architecture).appending(path: stem + ".o"))
                        }
                    }
                }
            }
            if !candidates.isEmpty { break }
        }
        return candidates.compactMap { url -> (URL, Date)? in
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                let date = attributes[.modificationDate] as? Date
            else { return nil }
            return (url, date)
        }.max { $0.1 < $1.1 }?.0
    }

    /// The names in a folder, none if it is not one.
    static func entries(of folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    /// The folder of the test program (Linux) or the test bundle (macOS, Xcode) this code runs in.
    static func imagePath() -> String {
        Bundle(for: Marker.self).bundlePath
    }

    /// A class of this module's, for `Bundle(for:)`.
    private final class Marker {}
}
