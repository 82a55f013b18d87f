import LazyMonadTour
import TourKit

await LazyMonadTour.command.run(body: LazyMonadTour.run)
