import { Link } from "wouter";
import { Page } from "../../ui/page";
import { PATHS } from "../../../core/paths";
import buttons from "../../ui/button.module.css";
import styles from "./lost-page.module.css";

/** Any path we do not know: a friendly way back home. */
export function LostPage() {
  return (
    <Page title="Lost in space">
      <div className={styles.lost}>
        <svg className={styles.art} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
          <defs>
            <radialGradient id="lost-moon" cx="38%" cy="32%" r="75%">
              <stop offset="0" stopColor="#f4f6ff" />
              <stop offset="1" stopColor="#8f98cc" />
            </radialGradient>
          </defs>
          <circle cx="110" cy="70" r="34" fill="url(#lost-moon)" />
          <g fill="#6d76b0" opacity="0.6">
            <circle cx="98" cy="60" r="7" />
            <circle cx="122" cy="82" r="5" />
            <circle cx="118" cy="52" r="3" />
          </g>
          <g className={styles.drift}>
            <circle cx="42" cy="44" r="15" fill="#f4f6ff" />
            <circle cx="42" cy="44" r="10" fill="#7cc4ff" />
            <rect x="30" y="56" width="24" height="28" rx="10" fill="#f4f6ff" />
            <path
              d="M30 64l-10 8M54 64l10-6M36 84l-4 12M48 84l4 12"
              stroke="#f4f6ff"
              strokeWidth="6"
              strokeLinecap="round"
            />
            <text x="42" y="49" textAnchor="middle" fontSize="12" fontWeight="700" fill="#0b1026">
              ?
            </text>
          </g>
        </svg>
        <p>
          Whoops, this part of space is empty. The page you asked for is not here: it may have
          moved, or the address may have a typo.
        </p>
        <p>
          <Link href={PATHS.home} className={buttons.primary}>
            Fly back home
          </Link>
        </p>
      </div>
    </Page>
  );
}
