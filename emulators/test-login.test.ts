import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs } from "../e2e/support/chromium-args.ts";
import { operatorToolTraces } from "../scripts/check-no-operator-tools.ts";
import { startLocalServer, type LocalServer } from "./local-server.ts";
import { testLoginPath } from "./test-login.ts";

/**
 * The spec's test login screen, served by the local stack (startLocalServer
 * with `testLogin`, as `npm start` does), in a real Chromium: a stand-in Auth
 * emulator and stand-in verification endpoints answer each case.
 */

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/** The Auth emulator's password sign-in and three verification endpoints, on one stand-in server the page reaches across origins. */
function standIn(): Promise<{ host: string; server: Server }> {
  const app = express();
  app.use((_req, res, next) => {
    res.set({ "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Content-Type, Accept" });
    next();
  });
  app.options(/.*/, (_req, res) => void res.sendStatus(204));
  app.use(express.json());
  app.post("/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword", (req, res) => {
    const { email, password } = req.body as { email: string; password: string };
    if (email === "ruth@example.com" && password === "gleaning-in-boaz-field") res.json({ idToken: "token-for-ruth", email });
    else res.status(400).json({ error: { code: 400, message: "INVALID_LOGIN_CREDENTIALS" } });
  });
  const tokenOf = (req: express.Request) => (req.body as { idToken?: string }).idToken;
  app.post("/verify/ok", (req, res) => void (tokenOf(req) === "token-for-ruth" ? res.json({ payload: { user: { email: "ruth@example.com" } } }) : res.sendStatus(400)));
  app.post("/verify/denied", (_req, res) => void res.status(403).json({ message: "This account may not sign in here.", code: "permission-denied" }));
  app.post("/verify/empty", (_req, res) => void res.json({ payload: {} }));
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ host: `127.0.0.1:${typeof address === "object" && address ? address.port : 0}`, server });
    });
  });
}

describe("the local stack's test login screen", () => {
  let auth: { host: string; server: Server };
  let local: LocalServer;
  let browser: Browser;
  let page: Page;
  let dataDir: string;
  const envKeys = ["STORE_DRIVER", "STORE_SQLITE_FILE", "GCLOUD_PROJECT", "FIREBASE_AUTH_EMULATOR_HOST"] as const;
  const savedEnv = Object.fromEntries(envKeys.map((key) => [key, process.env[key]]));

  beforeAll(async () => {
    auth = await standIn();
    dataDir = mkdtempSync(join(tmpdir(), "berea-test-login-"));
    // As npm start: the embedded store (a private file here) and the Auth emulator (the stand-in) for the API's own checks.
    Object.assign(process.env, {
      STORE_DRIVER: "sqlite",
      STORE_SQLITE_FILE: join(dataDir, "berea.sqlite"),
      GCLOUD_PROJECT: "demo-berea",
      FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    });
    local = await startLocalServer({
      repoRoot,
      port: 0,
      extraOrigins: [],
      serveWeb: false,
      testLogin: { authEmulatorHost: auth.host },
    });
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await local?.close();
    await new Promise((resolve) => auth?.server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
    for (const key of envKeys) {
      if (savedEnv[key] === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = savedEnv[key];
    }
  });

  async function logIn(endpoint: string, email: string, password: string): Promise<string> {
    await page.goto(`${local.url}${testLoginPath}`);
    await page.getByLabel("Verification endpoint").fill(endpoint);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    const status = page.getByRole("status");
    await page.waitForFunction(() => !["", "Logging in..."].includes(document.getElementById("status")?.textContent ?? ""));
    return (await status.textContent()) ?? "";
  }

  it("is served with its fields: a verification endpoint, an email and a password shown as plain text", async () => {
    const response = await page.goto(`${local.url}${testLoginPath}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Test login");
    expect(await page.getByLabel("Verification endpoint").inputValue()).toBe("/api/");
    expect(await page.getByLabel("Password").getAttribute("type")).toBe("text");
    expect(await page.getByRole("status").textContent()).toBe("");
  });

  it("shows 'Logging in...' while it works, then 'Welcome, {email}' when the endpoint accepts the token", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`http://${auth.host}/verify/ok`, async (route) => {
      await held;
      await route.continue();
    });
    const result = logIn(`http://${auth.host}/verify/ok`, "ruth@example.com", "gleaning-in-boaz-field");
    await page.getByRole("status").filter({ hasText: "Logging in..." }).waitFor();
    release();
    expect(await result).toBe("Welcome, ruth@example.com");
    await page.unrouteAll();
  });

  it("shows the server's error when the endpoint refuses", async () => {
    expect(await logIn(`http://${auth.host}/verify/denied`, "ruth@example.com", "gleaning-in-boaz-field")).toBe("This account may not sign in here.");
  });

  it("shows 'Authentication failed.' when the endpoint answers without a user", async () => {
    expect(await logIn(`http://${auth.host}/verify/empty`, "ruth@example.com", "gleaning-in-boaz-field")).toBe("Authentication failed.");
  });

  it("shows the sign-in error when the Auth emulator refuses the password", async () => {
    expect(await logIn(`http://${auth.host}/verify/ok`, "ruth@example.com", "wrong")).toBe("The email or the password is wrong.");
  });

  it("reaches the local stack's own login call by default, which answers a token it cannot verify with its error", async () => {
    const status = await logIn("/api/", "ruth@example.com", "gleaning-in-boaz-field");
    expect(status).toBe("Your sign-in could not be verified. Please sign in again.");
  });

  it("speaks Spanish to a Spanish browser: its page, what it says while it works, the sign-in's and the API's errors", async () => {
    const spanish = await browser.newContext({ locale: "es-ES" });
    try {
      const tab = await spanish.newPage();
      const logInIn = async (endpoint: string, password: string): Promise<string> => {
        await tab.goto(`${local.url}${testLoginPath}`);
        await tab.getByLabel("Endpoint de verificación").fill(endpoint);
        await tab.getByLabel("Correo electrónico").fill("ruth@example.com");
        await tab.getByLabel("Contraseña").fill(password);
        await tab.getByRole("button", { name: "Iniciar sesión" }).click();
        await tab.waitForFunction(() => !["", "Iniciando sesión..."].includes(document.getElementById("status")?.textContent ?? ""));
        return (await tab.getByRole("status").textContent()) ?? "";
      };
      const response = await tab.goto(`${local.url}${testLoginPath}`);
      expect(response?.headers()["vary"]).toContain("Accept-Language");
      expect(await tab.evaluate(() => document.documentElement.lang)).toBe("es");
      expect(await tab.title()).toBe("Inicio de sesión de prueba · Berea en local");
      expect(await tab.getByRole("heading", { level: 1 }).textContent()).toBe("Inicio de sesión de prueba");
      expect(await logInIn(`http://${auth.host}/verify/ok`, "gleaning-in-boaz-field")).toBe("Te damos la bienvenida, ruth@example.com");
      expect(await logInIn(`http://${auth.host}/verify/empty`, "gleaning-in-boaz-field")).toBe("La autenticación falló.");
      expect(await logInIn(`http://${auth.host}/verify/ok`, "wrong")).toBe("El correo o la contraseña no son correctos.");
      // The local stack's own login call answers in the browser's language too.
      expect(await logInIn("/api/", "gleaning-in-boaz-field")).toBe("No pudimos verificar tu inicio de sesión. Vuelve a iniciar sesión.");
    } finally {
      await spanish.close();
    }
  });

  it("is not served when the server is not the local stack's (no testLogin option)", async () => {
    const plain = await startLocalServer({ repoRoot, port: 0, extraOrigins: [], serveWeb: false });
    try {
      const response = await fetch(`${plain.url}${testLoginPath}`);
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe("the check that the shipped web build has no operator tool", () => {
  it("names a built file that carries the test login screen, and passes a clean build", () => {
    const dist = mkdtempSync(join(tmpdir(), "berea-dist-"));
    try {
      mkdirSync(join(dist, "assets"));
      writeFileSync(join(dist, "assets", "index.js"), 'console.log("Welcome")');
      expect(operatorToolTraces(dist)).toEqual([]);
      writeFileSync(join(dist, "assets", "leak.js"), 'status.textContent="Authentication failed."');
      expect(operatorToolTraces(dist)).toEqual([{ file: join("assets", "leak.js"), markers: ["Authentication failed."] }]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
