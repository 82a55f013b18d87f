import AsyncAwaitTour
import TourKit

await AsyncAwaitTour.command.run(body: AsyncAwaitTour.run)
