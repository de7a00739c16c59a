import { Page } from "../../ui/page";

export function TermsPage() {
  return <Page />;
}
