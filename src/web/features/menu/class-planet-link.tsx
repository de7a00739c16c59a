import { anyRouteFor } from "../../../core/class-paths";
import { PlanetLink } from "./planet-link";

/** The planet button on a class address, whose parent the class routes name. */
export function ClassPlanetLink({ location }: { location: string }) {
  return <PlanetLink location={location} routeOf={anyRouteFor} />;
}
