// The floor with no framework: a listener on the button sets the page's text.
import { heading, position, TOTAL, words } from "./page";

const main = document.getElementById("main")!;
main.innerHTML = `<h1></h1><p></p><nav><p aria-live="polite"></p><button type="button">Next</button></nav>`;
const [title, text, where] = main.querySelectorAll("h1, main > p, nav p");
const show = (n: number) => {
  title!.textContent = heading(n);
  text!.textContent = words(n);
  where!.textContent = position(n);
};
let shown = 0;
show(shown);
main
  .querySelector("button")!
  .addEventListener("click", () => show((shown = Math.min(shown + 1, TOTAL - 1))));
