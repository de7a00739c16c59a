import { memo } from "react";
import type { Page } from "../../../core/content/schema";
import { pageTexts } from "../../../core/content/texts";
import { FiguresAsAt } from "./figures-as-at";
import { ArticlePage } from "./pages/article-page";
import { DiagramPage } from "./pages/diagram-page";
import { HotspotsPage } from "./pages/hotspots-page";
import { PlanetsPage } from "./pages/planets-page";
import { QuizLauncherPage } from "./pages/quiz-launcher-page";
import { QuizPage } from "./pages/quiz-page";
import { TablePage } from "./pages/table-page";
import { TakeawaysPage } from "./pages/takeaways-page";
import { TilesPage } from "./pages/tiles-page";
import styles from "./player.module.css";

function Kind({ page, index }: { page: Page; index: number }) {
  switch (page.kind) {
    case "text":
    case "animation":
    case "scenario":
      return <ArticlePage page={page} />;
    case "hotspots":
      return <HotspotsPage page={page} />;
    case "planets":
      return <PlanetsPage page={page} />;
    case "tiles":
      return <TilesPage page={page} />;
    case "table":
      return <TablePage page={page} />;
    case "diagram":
      return <DiagramPage page={page} />;
    case "quiz-launcher":
      return <QuizLauncherPage page={page} index={index} />;
    case "quiz":
      return <QuizPage page={page} index={index} />;
    case "takeaways":
      return <TakeawaysPage page={page} />;
  }
}

/**
 * One page of a mission. Its animations play only while it is the page on screen (the active
 * animation, spec section 4); global.css stops them all with the setting off or reduced motion.
 * Drawn again only when its props or the mission's context change: not when the session or
 * the progress arriving just after the page appears draw the player again with the same values.
 */
export const PageView = memo(function PageView({
  page,
  index,
  active,
}: {
  page: Page;
  index: number;
  active: boolean;
}) {
  return (
    <div className={styles.slide} data-playing={active} data-page={index}>
      <Kind page={page} index={index} />
      <FiguresAsAt texts={pageTexts(page)} />
    </div>
  );
});
