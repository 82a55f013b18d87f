import LockQueuePromiseTour
import Workshop

await LockQueuePromiseTour.command.run(body: LockQueuePromiseTour.run)
