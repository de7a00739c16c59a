import { Page } from "../../ui/page";

export function PrivacyPage() {
  return <Page />;
}
