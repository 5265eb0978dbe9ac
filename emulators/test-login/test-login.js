/* global document */
// The spec's test login screen, for operators of the local stack (served by emulators/test-login.ts only).
// Signs in to the Auth emulator with the REST API (no Firebase SDK to bundle), then posts the ID token to the
// verification endpoint as Berea's `login` call and reports: 'Logging in...', 'Welcome, {email}', the server's
// error, 'Authentication failed.', or the sign-in error message.

const authHost = document.querySelector('meta[name="berea-auth-emulator"]').content;

/** The Auth emulator's error codes in words an operator reads at a glance. */
const signInMessages = {
  EMAIL_NOT_FOUND: "There is no account with this email in the Auth emulator.",
  INVALID_PASSWORD: "The password is wrong.",
  INVALID_LOGIN_CREDENTIALS: "The email or the password is wrong.",
  INVALID_EMAIL: "The email is not valid.",
  MISSING_PASSWORD: "Enter the password.",
  USER_DISABLED: "This account is disabled.",
};

async function signIn(email, password) {
  let response;
  try {
    response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local-test-login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
  } catch {
    throw new Error(`The Auth emulator at ${authHost} cannot be reached.`);
  }
  const body = await response.json().catch(() => ({}));
  if (!response.ok || typeof body.idToken !== "string") {
    const code = String(body.error?.message ?? "").split(" ")[0];
    throw new Error(signInMessages[code] ?? (body.error?.message || "Sign-in failed."));
  }
  return body.idToken;
}

async function verify(endpoint, idToken) {
  let response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ subject: "login", idToken }),
    });
  } catch {
    return { error: `The endpoint ${endpoint} cannot be reached.` };
  }
  const body = await response.json().catch(() => undefined);
  if (!response.ok) return { error: typeof body?.message === "string" && body.message ? body.message : undefined };
  const email = body?.payload?.user?.email;
  return typeof email === "string" && email ? { email } : {};
}

const form = document.getElementById("test-login");
const status = document.getElementById("status");

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  const endpoint = String(data.get("endpoint") ?? "").trim();
  const email = String(data.get("email") ?? "").trim();
  const password = String(data.get("password") ?? "");
  status.textContent = "Logging in...";
  let idToken;
  try {
    idToken = await signIn(email, password);
  } catch (error) {
    status.textContent = error instanceof Error ? error.message : "Sign-in failed.";
    return;
  }
  const result = await verify(endpoint, idToken);
  if (result.email) status.textContent = `Welcome, ${result.email}`;
  else status.textContent = result.error ?? "Authentication failed.";
});
