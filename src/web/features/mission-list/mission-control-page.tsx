import { Page } from "../../ui/page";

export function MissionControlPage() {
  return <Page />;
}
