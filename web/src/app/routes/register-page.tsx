import { RegisterPage } from "../../features/auth/register-page.tsx";
import { useFamilyInvite } from "./family-invite.tsx";

/** `/register`, with the Family invite it may have been opened with. */
export default function RegisterRoute() {
  const invite = useFamilyInvite();
  return <RegisterPage {...invite} />;
}
