import { Page } from "../../ui/page";

export function HomePage() {
  return <Page />;
}
