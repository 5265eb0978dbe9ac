import { screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseLanguage } from "../../lib/language.ts";
import { renderWithApi } from "../../test/fake-api.tsx";
import { LoginPage } from "./login-page.tsx";
import PasswordResetPage from "./password-reset-page.tsx";
import { RegisterPage } from "./register-page.tsx";

const sendPasswordReset = vi.hoisted(() => vi.fn<(email: string) => Promise<void>>());
// Firebase Auth is not loaded: these screens get no further than its calls.
vi.mock("./api/sign-in.ts", () => ({
  sendPasswordReset,
  signInWithPassword: vi.fn(),
  signUpWithPassword: vi.fn(),
  signInWithGoogle: vi.fn(),
  previewSignInLink: vi.fn(),
  signInWithCode: vi.fn(),
}));

/** Renders one auth screen at `path`, with an API that answers nothing (these tests never get as far as signing in). */
const renderAt = (path: string, element: React.ReactNode) =>
  renderWithApi(vi.fn<typeof fetch>(), [{ path, element }, { path: "*", element: <h1>Elsewhere</h1> }], path);

describe("the auth screens in Spanish", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("signs up in Spanish: labels, links, and the contract's messages said in Spanish", { timeout: 15_000 }, async () => {
    chooseLanguage("es", { keepOnProfile: false });
    const { user } = renderAt("/register", <RegisterPage />);

    // The Spanish strings are a chunk of their own, loaded on first use (slow the first time in a busy test run).
    expect(await screen.findByRole("heading", { level: 1, name: "Crea tu cuenta" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Inicia sesión" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("button", { name: "Registrarme con Google" })).toBeTruthy();
    expect(screen.getByRole("separator", { name: "o" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mostrar la contraseña" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Registrarme" }));
    const errorOf = (label: string) => screen.getByLabelText(label).getAttribute("aria-describedby");
    const messageOf = (label: string) => document.getElementById(errorOf(label) ?? "")?.textContent;
    await waitFor(() => expect(messageOf("Nombre")).toBe("Escribe tu nombre"));
    expect(messageOf("Correo electrónico")).toBe("Escribe tu correo electrónico");
    expect(messageOf("Contraseña")).toBe("Escribe tu contraseña");
    expect(messageOf("Repite la contraseña")).toBe("Confirma tu contraseña");

    // Checked again as the reader types (the form revalidates on change).
    await user.type(screen.getByLabelText("Correo electrónico"), "ruth@");
    await user.type(screen.getByLabelText("Contraseña"), "short");
    await user.type(screen.getByLabelText("Repite la contraseña"), "shorter");
    await user.type(screen.getByLabelText("Código de invitación (opcional)"), "NOPE");
    await waitFor(() => expect(messageOf("Correo electrónico")).toBe("El correo electrónico no es válido"));
    expect(messageOf("Contraseña")).toBe("Usa 8 caracteres o más, con una letra, un número y un carácter especial");
    expect(messageOf("Repite la contraseña")).toBe("Las contraseñas deben coincidir");
    expect(messageOf("Código de invitación (opcional)")).toBe("Ese código de invitación no parece correcto. Tiene 8 letras y números.");
  });

  it("signs in in Spanish", { timeout: 15_000 }, async () => {
    chooseLanguage("es", { keepOnProfile: false });
    renderAt("/login", <LoginPage />);

    expect(await screen.findByRole("heading", { level: 1, name: "Hola de nuevo" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("Inicia sesión para seguir donde lo dejaste.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Regístrate aquí" }).getAttribute("href")).toBe("/register");
    expect(screen.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).getAttribute("href")).toBe("/password-reset");
    expect(screen.getByText(/^Al iniciar sesión aceptas nuestros/).textContent).toBe("Al iniciar sesión aceptas nuestros Términos del servicio y nuestra Política de privacidad.");
    expect(screen.getByRole("button", { name: "Iniciar sesión" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Iniciar sesión con Google" })).toBeTruthy();
  });

  it("asks for a new password in Spanish, and says a Firebase refusal in Spanish", { timeout: 15_000 }, async () => {
    chooseLanguage("es", { keepOnProfile: false });
    const error = vi.spyOn(toast, "error");
    sendPasswordReset.mockRejectedValueOnce(Object.assign(new Error("Firebase: too many"), { code: "auth/too-many-requests" })).mockResolvedValueOnce(undefined);
    const { user } = renderAt("/password-reset", <PasswordResetPage />);

    expect(await screen.findByRole("heading", { level: 1, name: "¿Olvidaste tu contraseña?" }, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Restablecer mi contraseña" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Escribe tu correo electrónico");

    await user.type(screen.getByLabelText("Correo electrónico"), "ruth@example.com");
    await user.click(screen.getByRole("button", { name: "Restablecer mi contraseña" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Demasiados intentos. Espera unos minutos y vuelve a intentarlo."));

    await user.click(screen.getByRole("button", { name: "Restablecer mi contraseña" }));
    const sent = await screen.findByRole("region", { name: "Te enviamos el enlace" });
    expect(within(sent).getByRole("link", { name: "Volver a iniciar sesión" }).getAttribute("href")).toBe("/login");
    expect(sendPasswordReset).toHaveBeenLastCalledWith("ruth@example.com");
  });
});
