import { Link } from "wouter";
import { Page } from "../../ui/page";
import { ToolIcon } from "./tool-icon";
import { TOOLS } from "./tools";
import styles from "./tools.module.css";

/** Tools: the two calculators. */
export function ToolsPage() {
  return (
    <Page>
      <p>Please choose a tool to explore.</p>
      <ul className={styles.list}>
        {TOOLS.map((tool) => (
          <li key={tool.path}>
            <Link href={tool.path} className={styles.tile}>
              <ToolIcon kind={tool.kind} />
              <span>
                <span className={styles.name}>{tool.title}</span>
                <span className={styles.blurb}>{tool.blurb}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
