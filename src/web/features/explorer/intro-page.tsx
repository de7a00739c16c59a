import { Page } from "../../ui/page";

export function IntroPage() {
  return <Page />;
}
