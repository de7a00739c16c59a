import { TickBadge } from "../../../ui/badges";
import styles from "../player.module.css";

/** The tick on a tile, planet or hotspot whose dialog has been opened, with words for screen readers. */
export function OpenedMark({ opened }: { opened: boolean }) {
  if (!opened) return null;
  return (
    <>
      <TickBadge className={styles.opened} />
      <span className="visually-hidden"> (opened)</span>
    </>
  );
}
