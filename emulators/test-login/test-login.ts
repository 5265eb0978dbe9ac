// The spec's test login screen, for operators of the local stack (served by emulators/test-login.ts only, bundled
// for the browser when the server starts). Signs in to the Auth emulator with the REST API (no Firebase SDK to
// bundle), then posts the ID token to the verification endpoint as Berea's `login` call and reports: 'Logging
// in...', 'Welcome, {email}', the server's error, 'Authentication failed.', or the sign-in error message, in the
// language the server wrote the page in.
import { isLanguage } from "@berea/contracts/languages";
import { testLoginWords } from "./words.ts";

const lang = document.documentElement.lang;
const words = testLoginWords[isLanguage(lang) ? lang : "en"];
const authHost = document.querySelector<HTMLMetaElement>('meta[name="berea-auth-emulator"]')?.content ?? "";

/** A JSON body's field, if the body is an object with it. */
const field = (body: unknown, key: string): unknown => (typeof body === "object" && body !== null ? (body as Record<string, unknown>)[key] : undefined);

async function signIn(email: string, password: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local-test-login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
  } catch {
    throw new Error(words.authUnreachable(authHost));
  }
  const body: unknown = await response.json().catch(() => ({}));
  const idToken = field(body, "idToken");
  if (!response.ok || typeof idToken !== "string") {
    const message = field(field(body, "error"), "message");
    const text = typeof message === "string" ? message : "";
    const code = text.split(" ")[0] ?? "";
    throw new Error(words.signInErrors[code] ?? (text || words.signInFailed));
  }
  return idToken;
}

async function verify(endpoint: string, idToken: string): Promise<{ email?: string; error?: string }> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ subject: "login", idToken }),
    });
  } catch {
    return { error: words.endpointUnreachable(endpoint) };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = field(body, "message");
    return typeof message === "string" && message ? { error: message } : {};
  }
  const email = field(field(field(body, "payload"), "user"), "email");
  return typeof email === "string" && email ? { email } : {};
}

const form = document.querySelector<HTMLFormElement>("#test-login");
const status = document.querySelector<HTMLElement>("#status");

if (form && status) {
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    };
    const endpoint = text("endpoint").trim();
    status.textContent = words.loggingIn;
    void (async () => {
      let idToken: string;
      try {
        idToken = await signIn(text("email").trim(), text("password"));
      } catch (error) {
        status.textContent = error instanceof Error ? error.message : words.signInFailed;
        return;
      }
      const result = await verify(endpoint, idToken);
      status.textContent = result.email ? words.welcome(result.email) : (result.error ?? words.authenticationFailed);
    })();
  });
}
