import type { Art } from "../../../core/content/schema";
import { useMission } from "./mission-context";
import styles from "./player.module.css";

/** A mission's drawing with its alt text. */
export function Picture({ image, className }: { image: Art; className?: string }) {
  const { art } = useMission();
  const Drawing = art[image.art];
  return (
    <div className={`${styles.picture} ${className ?? ""}`} role="img" aria-label={image.alt}>
      {Drawing && <Drawing />}
    </div>
  );
}

/** A small decorative drawing (tile and diagram icons: the text beside them names them). */
export function Icon({ art: id }: { art: string }) {
  const { art } = useMission();
  const Drawing = art[id];
  return (
    <span className={styles.icon} aria-hidden="true">
      {Drawing && <Drawing />}
    </span>
  );
}
