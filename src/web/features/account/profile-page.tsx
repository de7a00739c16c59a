import { Page } from "../../ui/page";

export function ProfilePage() {
  return <Page />;
}
