import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { SCHOOLS, type School } from "../../../core/content/schools";
import buttons from "../../ui/button.module.css";
import styles from "./settings.module.css";

/** Enough to scroll through on a phone; typing more narrows the list. */
const MAX_SHOWN = 50;

/** Lower case, no macrons or apostrophes: "Ōtāhuhu" finds "Otahuhu", "boys" finds "Boys'". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f'’]/g, "")
    .toLowerCase();

const INDEX = SCHOOLS.map((school) => ({
  school,
  name: fold(school.name),
  all: fold(`${school.name} ${school.region}`),
}));
const BY_MOE = new Map(SCHOOLS.map((s) => [s.moe, s]));

/** Schools whose name or region holds every word typed; names that start with it come first. */
function searchSchools(query: string): School[] {
  const q = fold(query).trim();
  if (q === "") return SCHOOLS.slice();
  const words = q.split(/\s+/);
  const rank = (name: string) => (name.startsWith(q) ? 0 : name.includes(q) ? 1 : 2);
  return INDEX.filter((e) => words.every((w) => e.all.includes(w)))
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map((e) => e.school);
}

type SchoolPickerProps = { value: number | null; onChange: (moe: number | null) => void };

/**
 * Picks a school (by Ministry of Education number) from the full list: a combobox with a
 * listbox popup, as in the ARIA 1.2 pattern. Typing filters by name or region; Down and Up
 * move through the matches, Enter chooses, Escape closes. An empty box means no school.
 */
export function SchoolPicker({ value, onChange }: SchoolPickerProps) {
  const id = useId();
  const chosen = value === null ? null : (BY_MOE.get(value) ?? null);
  const [text, setText] = useState(chosen?.name ?? "");
  const [shownValue, setShownValue] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  // The setting can change from elsewhere (the account loading): show the new school.
  if (value !== shownValue) {
    setShownValue(value);
    setText(chosen?.name ?? "");
  }

  const matches = useMemo(() => searchSchools(text), [text]);
  const shown = matches.slice(0, MAX_SHOWN);
  const expanded = open && shown.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    if (expanded && active >= 0) {
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    }
  });

  function choose(school: School | null) {
    onChange(school?.moe ?? null);
    setShownValue(school?.moe ?? null);
    setText(school?.name ?? "");
    setOpen(false);
    setActive(-1);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = shown.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (!event.altKey) setActive(!expanded || active >= last ? 0 : active + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        setActive(!expanded || active <= 0 ? last : active - 1);
        break;
      case "Enter":
        if (expanded && active >= 0) {
          event.preventDefault();
          choose(shown[active] ?? null);
        }
        break;
      case "Escape":
        if (expanded) event.preventDefault();
        setText(chosen?.name ?? "");
        close();
        break;
    }
  }

  const status =
    text.trim() === "" || !open
      ? ""
      : matches.length === 0
        ? "No school matches. Check the spelling, or try your region."
        : matches.length > MAX_SHOWN
          ? `${matches.length} schools match. Showing the first ${MAX_SHOWN}: type more to narrow it down.`
          : `${matches.length} ${matches.length === 1 ? "school matches" : "schools match"}.`;

  return (
    <div className={styles.picker}>
      <label htmlFor={`${id}-input`} className={styles.pickerLabel}>
        My school
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        Type your school&apos;s name or your region, then choose from the list. Leave it empty if
        you&apos;d rather not say.
      </p>
      <div className={styles.comboBox}>
        <input
          ref={input}
          id={`${id}-input`}
          className={styles.comboInput}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          placeholder="My school is…"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (text.trim() === "") {
              if (value !== null) choose(null);
            } else {
              setText(chosen?.name ?? "");
            }
            close();
          }}
        />
        <ul
          id={`${id}-listbox`}
          role="listbox"
          aria-label="Schools"
          className={styles.listbox}
          hidden={!expanded}
        >
          {shown.map((school, i) => (
            <li
              key={school.moe}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(school)}
            >
              {school.name}
              <span className={styles.region}>
                <span className="visually-hidden">, </span>
                {school.region}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.hint} role="status">
        {status}
      </p>
      <p className={styles.chosen}>
        {chosen ? (
          <>
            Your school: <strong>{chosen.name}</strong> ({chosen.region})
          </>
        ) : (
          "No school chosen."
        )}
      </p>
      {chosen && (
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => {
            choose(null);
            input.current?.focus();
          }}
        >
          Clear my school
        </button>
      )}
    </div>
  );
}
