import { LoginPage } from "../../features/auth/login-page.tsx";
import { useFamilyInvite } from "./family-invite.tsx";

/** `/login`, with the Family invite it may have been opened with. */
export default function LoginRoute() {
  const invite = useFamilyInvite();
  return <LoginPage {...invite} />;
}
