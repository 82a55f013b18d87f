#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A slot in which each thread keeps an object of its own: what one thread puts there, only that
/// thread reads. The slot holds its object until the thread puts another there, or ends.
///
/// ```swift
/// let current = ThreadLocal<Context>()
/// current.value = Context()   // this thread's
/// current.value               // the same object on this thread; nil on any other
/// ```
///
/// - Note: A pthread key, made once per slot, as the trampoline's lines, the schedule a thread
///   belongs to and the simulation a law's thread runs all need.
// @unchecked Sendable: `key` never changes after `init`, and pthread keeps each thread's value apart.
public struct ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t

    /// A new slot, empty on every thread.
    public init() {
        var key = pthread_key_t()
        pthread_key_create(&key) { object in
            // The thread ended: let go of what its slot held.
            #if canImport(Darwin)
            Unmanaged<AnyObject>.fromOpaque(object).release()
            #else
            if let object { Unmanaged<AnyObject>.fromOpaque(object).release() }
            #endif
        }
        self.key = key
    }

    /// This thread's object, if it has put one here.
    public var value: Value? {
        get {
            guard let object = pthread_getspecific(key) else { return nil }
            return Unmanaged<Value>.fromOpaque(object).takeUnretainedValue()
        }
        nonmutating set {
            let old = pthread_getspecific(key)
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            if let old { Unmanaged<AnyObject>.fromOpaque(old).release() }
        }
    }
}
