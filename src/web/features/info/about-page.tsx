import { Page } from "../../ui/page";

export function AboutPage() {
  return <Page />;
}
