import LockQueuePromiseTour
import TourKit

await LockQueuePromiseTour.command.run(body: LockQueuePromiseTour.run)
