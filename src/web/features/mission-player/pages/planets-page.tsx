import type { CSSProperties } from "react";
import type { PlanetName, PlanetsPage as Planets } from "../../../../core/content/schema";
import { Planet, type PlanetLook } from "../../../ui/planet";
import { useMission } from "../mission-context";
import { OpenedMark } from "./opened-mark";
import { PageShell } from "./page-shell";
import styles from "../player.module.css";

const LOOKS: Record<PlanetName, PlanetLook> = {
  gold: { light: "#fff3c4", base: "#ffc94d", dark: "#c46f12", ring: "#7cc4ff" },
  green: { light: "#c9fbd9", base: "#4fd18b", dark: "#17664a", craters: true },
  pink: { light: "#ffd6ec", base: "#ff7ab6", dark: "#8f2a6c", bands: "#ffe3f1" },
  blue: { light: "#d3ecff", base: "#5aa9ff", dark: "#2639a3" },
  orange: { light: "#ffe0cc", base: "#ff8a5c", dark: "#9c3420", craters: true },
  lilac: { light: "#e8ecff", base: "#a9b4f5", dark: "#3b468f", bands: "#d4daff" },
};

/** Spec section 3: a planet button's size defaults to 100 and its padding to 35. */
const SIZE = 100;
const PADDING = 35;

/** Planets placed in a patch of sky (x and y in percent); each opens a dialog. */
export function PlanetsPage({ page }: { page: Planets }) {
  const { openDialog, opened } = useMission();
  return (
    <PageShell page={page}>
      <div className={styles.sky}>
        {page.planets.map((p) => (
          <button
            key={p.dialog}
            type="button"
            className={styles.planetButton}
            style={
              {
                left: `${p.x}%`,
                top: `${p.y}%`,
                "--size": `${p.size ?? SIZE}px`,
                "--padding": `${p.padding ?? PADDING}px`,
              } as CSSProperties
            }
            aria-haspopup="dialog"
            onClick={() => openDialog(p.dialog)}
          >
            <Planet look={LOOKS[p.planet]} className={styles.planet} />
            <span className={styles.planetLabel}>{p.label}</span>
            <OpenedMark opened={opened(p.dialog)} />
          </button>
        ))}
      </div>
    </PageShell>
  );
}
