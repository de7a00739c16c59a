import type { AnimationPage, ScenarioPage, TextPage } from "../../../../core/content/schema";
import { Picture } from "../picture";
import { PageShell } from "./page-shell";

/**
 * Text with a picture: a still one, an animated graphic, or a scenario's character. Animations
 * play only while their page is on screen (the player pauses the others).
 */
export function ArticlePage({ page }: { page: TextPage | AnimationPage | ScenarioPage }) {
  return <PageShell page={page} lead={page.image && <Picture image={page.image} />} />;
}
