import { Page } from "../../ui/page";

export function WhoopPage() {
  return <Page />;
}
