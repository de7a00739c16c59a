import { Page } from "../../ui/page";

export function ContactPage() {
  return <Page />;
}
