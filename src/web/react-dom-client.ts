// React DOM's client, for main.tsx. React DOM is CommonJS: the bundle wraps its body in a
// function that runs when first asked for. Asked for here, at the top of the react-dom chunk
// (vite.config.ts), that body (React DOM's largest piece of start-up work) runs when the chunk
// is evaluated, in a task of its own, rather than inside the entry's evaluation.
export { createRoot, hydrateRoot } from "react-dom/client";
