import EnsureAsyncTour
import TourKit

await EnsureAsyncTour.command.run(body: EnsureAsyncTour.run)
