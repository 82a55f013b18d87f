import LazyMonadTour
import Workshop

await LazyMonadTour.command.run(body: LazyMonadTour.run)
