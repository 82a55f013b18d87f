import ResultChainingTour
import TourKit

await ResultChainingTour.command.run(body: ResultChainingTour.run)
