import buttons from "./button.module.css";

/** Spec section 2: a button that emits a section change with section 'all'. */
export function BackToAllSections({ onChange }: { onChange: (section: "all") => void }) {
  return (
    <button type="button" className={buttons.link} onClick={() => onChange("all")}>
      <span aria-hidden="true">← </span>Back to all sections
    </button>
  );
}
