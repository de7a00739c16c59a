import { CATALOGUE } from "../../../core/content/catalogue";
import { PATHS } from "../../../core/paths";
import buttons from "../../ui/button.module.css";
import { CopyButton } from "./copy-button";
import styles from "./teacher.module.css";

/** Google's own share link: a plain link, no script and no Google sign-in here (issue 24.9). */
const classroomShare = (url: string) =>
  `https://classroom.google.com/share?url=${encodeURIComponent(url)}`;

/** Each mission's link, to post to Google Classroom or copy for Teams or anywhere else. */
export function ShareMissions() {
  return (
    <section className={styles.card} aria-labelledby="share-title">
      <h2 id="share-title">Share a mission</h2>
      <p>Post a mission to Google Classroom, or copy its link for Teams, email or anywhere else.</p>
      <ul className={styles.missions}>
        {CATALOGUE.map((mission) => {
          const url = `${window.location.origin}${PATHS.mission(mission.slug)}`;
          return (
            <li key={mission.uid}>
              <h3 className={styles.missionTitle}>{mission.title}</h3>
              <div className={styles.row}>
                <a
                  href={classroomShare(url)}
                  className={buttons.link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Share to Google Classroom
                  <span className="visually-hidden">: {mission.title} (opens in a new tab)</span>
                </a>
                <CopyButton text={url} label="Copy link" context={`to ${mission.title}`} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
