import ResultChainingTour
import Workshop

await ResultChainingTour.command.run(body: ResultChainingTour.run)
