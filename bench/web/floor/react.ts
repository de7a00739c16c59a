// The floor with React 19, as the app runs it: a root, state, and React's events on the button.
import { createElement as h, useState } from "react";
import { createRoot } from "react-dom/client";
import { heading, position, TOTAL, words } from "./page";

function Pages() {
  const [shown, setShown] = useState(0);
  return [
    h("h1", { key: "h" }, heading(shown)),
    h("p", { key: "p" }, words(shown)),
    h(
      "nav",
      { key: "n" },
      h("p", { "aria-live": "polite" }, position(shown)),
      h(
        "button",
        { type: "button", onClick: () => setShown(Math.min(shown + 1, TOTAL - 1)) },
        "Next",
      ),
    ),
  ];
}

createRoot(document.getElementById("main")!).render(h(Pages));
