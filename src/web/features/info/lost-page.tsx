import { Link } from "wouter";
import { Page } from "../../ui/page";

/** Any path we do not know: a friendly way back home. */
export function LostPage() {
  return (
    <Page title="Lost in space">
      <p>This part of space is empty: the page you asked for is not here.</p>
      <p>
        <Link href="/explorer">Fly back home</Link>
      </p>
    </Page>
  );
}
