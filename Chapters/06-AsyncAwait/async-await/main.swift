import AsyncAwaitTour
import Workshop

await AsyncAwaitTour.command.run(body: AsyncAwaitTour.run)
