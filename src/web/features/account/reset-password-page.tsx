import { Page } from "../../ui/page";

export function ResetPasswordPage() {
  return <Page />;
}
