import { useEffect } from "react";
import { Link } from "react-router";
import { pageTitle } from "../../app/route-table";

/** Stands in for a screen until its feature is built: the route's title and a way home. */
export function PlaceholderPage({ title }: { title: string }) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return (
    <main>
      <h1>{title}</h1>
      <p>
        <Link to="/explorer">Home</Link>
      </p>
    </main>
  );
}
