import EnsureAsyncTour
import Workshop

await EnsureAsyncTour.command.run(body: EnsureAsyncTour.run)
