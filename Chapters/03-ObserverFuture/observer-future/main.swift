import ObserverFutureTour
import Workshop

await ObserverFutureTour.command.run(body: ObserverFutureTour.run)
