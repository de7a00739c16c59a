import type { CSSProperties } from "react";
import type { PlanetsPage as Planets } from "../../../../core/content/schema";
import { Planet, PLANET_LOOKS } from "../../../ui/planet";
import { useMission } from "../mission-context";
import { Marked } from "../../../ui/badges";
import { PageShell } from "./page-shell";
import styles from "../player.module.css";

/** Spec section 3: a planet button's size defaults to 100 and its padding to 35. */
const SIZE = 100;
const PADDING = 35;

/** The spec's px at the default 16 px text, in rem: a projector's larger text grows the sky too. */
const rem = (px: number) => `${px / 16}rem`;

/** Planets placed in a patch of sky (x and y in percent); each opens a dialog. */
export function PlanetsPage({ page }: { page: Planets }) {
  const { openDialog, opened } = useMission();
  return (
    <PageShell
      page={page}
      lead={
        <div className={styles.sky}>
          {page.planets.map((p) => (
            <button
              key={p.dialog}
              type="button"
              className={styles.planetButton}
              style={
                {
                  "--x": `${p.x}%`,
                  "--y": `${p.y}%`,
                  "--size": rem(p.size ?? SIZE),
                  "--padding": rem(p.padding ?? PADDING),
                } as CSSProperties
              }
              aria-haspopup="dialog"
              onClick={() => openDialog(p.dialog)}
            >
              <Planet look={PLANET_LOOKS[p.planet]} className={styles.planet} />
              <span className={styles.planetLabel}>{p.label}</span>
              {opened(p.dialog) && <Marked badge="tick" words="opened" className={styles.opened} />}
            </button>
          ))}
        </div>
      }
    />
  );
}
