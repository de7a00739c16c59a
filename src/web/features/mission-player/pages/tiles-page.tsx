import type { TilesPage as Tiles } from "../../../../core/content/schema";
import { Marked } from "../../../ui/badges";
import { useMission } from "../mission-context";
import { Icon } from "../picture";
import { PageShell } from "./page-shell";
import styles from "../player.module.css";

/** Tiles that each open a dialog; a tick shows which ones have been opened. */
export function TilesPage({ page }: { page: Tiles }) {
  const { openDialog, opened } = useMission();
  return (
    <PageShell
      page={page}
      lead={
        <ul className={styles.tiles}>
          {page.tiles.map((tile) => (
            <li key={tile.dialog}>
              <button
                type="button"
                className={styles.tile}
                aria-haspopup="dialog"
                onClick={() => openDialog(tile.dialog)}
              >
                <Icon art={tile.art} />
                <span>{tile.label}</span>
                {opened(tile.dialog) && (
                  <Marked badge="tick" words="opened" className={styles.opened} />
                )}
              </button>
            </li>
          ))}
        </ul>
      }
    />
  );
}
