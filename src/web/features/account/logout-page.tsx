import { Page } from "../../ui/page";

export function LogoutPage() {
  return <Page />;
}
