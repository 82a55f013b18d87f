import LockQueuePromise
import Workshop

/// Chapter 4's tour.
public enum LockQueuePromiseTour {
    /// The tour's name, summary and options.
    public static let command = TourCommand(
        name: "lock-queue-promise",
        summary: "Chapter 4, the lock-queue typed promise: typed errors, queues, and a lock queue."
    )

    /// Runs the whole tour.
    public static func run(_ options: TourOptions, _ narrator: Narrator) async {
    }
}
