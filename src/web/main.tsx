import { startTransition, StrictMode } from "react";
import { App } from "./app/app";
import { pageFor } from "./app/route-table";
import { createRoot, hydrateRoot } from "./react-dom-client";
import "./styles/global.css";

const root = document.getElementById("root")!;

// A prerendered first screen (docs/decisions/0022) is taken over where it stands: hydrating
// keeps its markup, so nothing moves, and as a transition it yields to the browser between
// small slices of work rather than blocking taps in one long task. Any other page (index.html's
// boot screen, also the service worker's offline answer) is drawn from scratch.
if (root.hasAttribute("data-prerendered")) {
  // The page's own chunk first, so no part of the screen waits on the network once hydration
  // starts, and a tap the starter held (scripts/first-screen-html.ts) finds it ready to answer.
  // Asked for in a task after this one, which has just evaluated the app's modules: asking
  // adds a link to the page for each module the chunk needs, which takes a while too.
  await new Promise((resolve) => setTimeout(resolve));
  await pageFor(window.location.pathname)
    .preload()
    .catch(() => undefined);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App prerendered />
      </StrictMode>,
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
