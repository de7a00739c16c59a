import type { HotspotPage } from "../../../../core/content/schema";
import { Marked } from "../../../ui/badges";
import { useMission } from "../mission-context";
import { Picture } from "../picture";
import { PageShell } from "./page-shell";
import styles from "../player.module.css";

/**
 * A picture with named buttons over it, placed in percent, under the heading as other pages'
 * pictures are: what to tap is on the first screen. A hotspot is complete once tapped, or at
 * once when its tag is already stored (spec section 4, "Hotspot").
 */
export function HotspotsPage({ page }: { page: HotspotPage }) {
  const { openDialog, opened } = useMission();
  const lead = (
    <div className={styles.hotspots}>
      <Picture image={page.image} />
      {page.hotspots.map((spot) => (
        <button
          key={spot.dialog}
          type="button"
          className={styles.hotspot}
          data-complete={opened(spot.dialog)}
          style={{
            left: `${spot.x}%`,
            top: `${spot.y}%`,
            width: `${spot.width}%`,
            height: `${spot.height}%`,
          }}
          aria-haspopup="dialog"
          onClick={() => openDialog(spot.dialog)}
        >
          <span className={styles.hotspotLabel}>{spot.label}</span>
          {opened(spot.dialog) && <Marked badge="tick" words="opened" className={styles.opened} />}
        </button>
      ))}
    </div>
  );
  return <PageShell page={page} lead={lead} />;
}
