import { Page } from "../../ui/page";

export function TopicPage() {
  return <Page />;
}
