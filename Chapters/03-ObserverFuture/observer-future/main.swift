import ObserverFutureTour
import TourKit

await ObserverFutureTour.command.run(body: ObserverFutureTour.run)
