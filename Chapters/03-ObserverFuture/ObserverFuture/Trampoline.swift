#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs nested work one job after another instead of one inside another: the first job on a
/// thread starts a loop, and any job started while that loop runs, on the same thread, waits
/// its turn at the end of the line. A chain of a million synchronous steps then takes a
/// million turns of one loop, not a million frames of the stack; the order stays first come,
/// first served.
///
/// ```swift
/// Trampoline.run { print("a"); Trampoline.run { print("c") }; print("b") }   // a, b, c
/// ```
///
/// - Note: Scala's batching executor and PromiseKit's zalgo-free dispatch do the same. Each
///   thread has its own line, found through a thread-specific key, so threads never wait for
///   one another here. Work is also *released* inside the loop, so freeing a long chain of
///   promises, which releases each from the one before, is flat as well.
// ANCHOR: trampoline
enum Trampoline {
    /// The jobs waiting on one thread, and where the loop has got to.
    private final class Line {
        var jobs: [() -> Void] = []
    }

    /// The thread-specific slot that points to the running thread's line, if it has one.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Lets go of what `take` hands over inside the loop, so that whatever its release sets off
    /// (the release of a chain, link after link) waits its turn instead of nesting.
    ///
    /// - Parameter take: moves the value out of its owner, leaving nothing behind to hold it.
    static func release<Value>(_ take: () -> Value) {
        let held = Held(take())
        run { held.value = nil }
    }

    /// A value that a job can let go of.
    private final class Held<Value> {
        var value: Value?
        init(_ value: Value) { self.value = value }
    }

    /// Runs `job` now, or, inside another job on this thread, as soon as the jobs before it are done.
    static func run(_ job: @escaping () -> Void) {
        if let running = pthread_getspecific(key) {
            Unmanaged<Line>.fromOpaque(running).takeUnretainedValue().jobs.append(job)
            return
        }
        let line = Line()
        line.jobs.append(job)
        pthread_setspecific(key, Unmanaged.passUnretained(line).toOpaque())
        defer { pthread_setspecific(key, nil) }
        var index = 0
        while index < line.jobs.count {
            let next = line.jobs[index]
            line.jobs[index] = {}
            next()  // and released right here, inside the loop: a release can start jobs too
            index += 1
            if index >= 4_096 && index * 2 >= line.jobs.count {
                line.jobs.removeFirst(index)
                index = 0
            }
        }
    }
}
// ANCHOR_END: trampoline
