import type { AnimationPage, ScenarioPage, TextPage } from "../../../../core/content/schema";
import { Picture } from "../picture";
import { Blocks } from "../rich-text";
import styles from "../player.module.css";

/**
 * Text with a picture: a still one, an animated graphic, or a scenario's character. Animations
 * play only while their page is on screen (the player pauses the others).
 */
export function ArticlePage({ page }: { page: TextPage | AnimationPage | ScenarioPage }) {
  return (
    <article className={styles.article} data-kind={page.kind}>
      <h2>{page.title}</h2>
      {page.image && <Picture image={page.image} />}
      <div className={styles.text}>
        <Blocks blocks={page.body} />
      </div>
    </article>
  );
}
