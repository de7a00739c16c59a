import { Page } from "../../ui/page";

export function SettingsPage() {
  return <Page />;
}
