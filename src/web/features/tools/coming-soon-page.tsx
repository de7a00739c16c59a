import { Link, useLocation } from "wouter";
import { Page } from "../../ui/page";
import buttons from "../../ui/button.module.css";
import { ToolIcon } from "./tool-icon";
import { TOOLS } from "./tools";
import styles from "./tools.module.css";

/** A calculator's page until the calculator itself is built. */
export function ComingSoonPage() {
  const [location] = useLocation();
  const tool = TOOLS.find((t) => t.path === location) ?? TOOLS[0];
  return (
    <Page>
      <div className={styles.soon}>
        <ToolIcon kind={tool.kind} />
        <p className={styles.badge}>Coming soon</p>
        <p>Our engineers are still building this calculator. It will let you {lower(tool.blurb)}</p>
        <p>
          <Link href="/tools" className={buttons.primary}>
            Back to Tools
          </Link>
        </p>
      </div>
    </Page>
  );
}

const lower = (text: string) => `${text[0]!.toLowerCase()}${text.slice(1)}`;
