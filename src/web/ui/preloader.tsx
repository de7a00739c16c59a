import styles from "./preloader.module.css";

/** The rocket shown while the app gets ready (not on a timer): full screen, or inline for a page. */
export function Preloader({ inline = false }: { inline?: boolean }) {
  return (
    <div className={inline ? styles.inline : styles.full} role="status">
      <svg className={styles.rocket} viewBox="0 0 64 64" aria-hidden="true">
        <path d="M32 4c10 8 14 20 12 34H20C18 24 22 12 32 4z" fill="#e8ecff" />
        <circle cx="32" cy="24" r="6" fill="#7cc4ff" stroke="#27306a" strokeWidth="2" />
        <path d="M20 38l-8 10 10-2zM44 38l8 10-10-2z" fill="#ff7a59" />
        <path d="M26 40h12l-6 16z" fill="#ffc94d" />
      </svg>
      <span className="visually-hidden">Loading Rocket…</span>
    </div>
  );
}
