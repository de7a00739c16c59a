import { Page } from "../../ui/page";

export function ComingSoonPage() {
  return <Page />;
}
