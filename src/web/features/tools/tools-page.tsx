import { Page } from "../../ui/page";

export function ToolsPage() {
  return <Page />;
}
