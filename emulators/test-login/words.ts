/**
 * The test login screen's words (emulators/test-login.ts), in English (the
 * spec's: 'Logging in...', 'Welcome, {email}', 'Authentication failed.') and
 * Spanish. The server writes the page in the visitor's language; the page's
 * script reads `<html lang>` for what it says while it works.
 */
import type { Language } from "@berea/contracts/languages";

export interface TestLoginWords {
  title: string;
  eyebrow: string;
  heading: string;
  /** The note, with `<code>` around the call's and the command's names. */
  noteHtml: string;
  endpoint: string;
  email: string;
  password: string;
  submit: string;
  loggingIn: string;
  welcome: (email: string) => string;
  authenticationFailed: string;
  signInFailed: string;
  authUnreachable: (host: string) => string;
  endpointUnreachable: (endpoint: string) => string;
  /** The Auth emulator's error codes in words an operator reads at a glance. */
  signInErrors: Readonly<Record<string, string>>;
}

export const testLoginWords: Record<Language, TestLoginWords> = {
  en: {
    title: "Test login · Berea local stack",
    eyebrow: "Local stack only · operator tool",
    heading: "Test login",
    noteHtml:
      "Signs in to the Auth emulator with an email and password, then sends the ID token to a verification endpoint (Berea's own <code>login</code> call by default). This page is served by <code>npm start</code> only and is not part of the web app's build.",
    endpoint: "Verification endpoint",
    email: "Email",
    password: "Password",
    submit: "Login",
    loggingIn: "Logging in...",
    welcome: (email) => `Welcome, ${email}`,
    authenticationFailed: "Authentication failed.",
    signInFailed: "Sign-in failed.",
    authUnreachable: (host) => `The Auth emulator at ${host} cannot be reached.`,
    endpointUnreachable: (endpoint) => `The endpoint ${endpoint} cannot be reached.`,
    signInErrors: {
      EMAIL_NOT_FOUND: "There is no account with this email in the Auth emulator.",
      INVALID_PASSWORD: "The password is wrong.",
      INVALID_LOGIN_CREDENTIALS: "The email or the password is wrong.",
      INVALID_EMAIL: "The email is not valid.",
      MISSING_PASSWORD: "Enter the password.",
      USER_DISABLED: "This account is disabled.",
    },
  },
  es: {
    title: "Inicio de sesión de prueba · Berea en local",
    eyebrow: "Solo en local · herramienta de operación",
    heading: "Inicio de sesión de prueba",
    noteHtml:
      "Inicia sesión en el emulador de Auth con un correo y una contraseña, y envía el token de ID a un endpoint de verificación (por defecto, la llamada <code>login</code> de Berea). Solo <code>npm start</code> sirve esta página; no forma parte de la compilación de la aplicación web.",
    endpoint: "Endpoint de verificación",
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Iniciar sesión",
    loggingIn: "Iniciando sesión...",
    welcome: (email) => `Te damos la bienvenida, ${email}`,
    authenticationFailed: "La autenticación falló.",
    signInFailed: "No se pudo iniciar sesión.",
    authUnreachable: (host) => `No se puede llegar al emulador de Auth en ${host}.`,
    endpointUnreachable: (endpoint) => `No se puede llegar al endpoint ${endpoint}.`,
    signInErrors: {
      EMAIL_NOT_FOUND: "No hay ninguna cuenta con este correo en el emulador de Auth.",
      INVALID_PASSWORD: "La contraseña no es correcta.",
      INVALID_LOGIN_CREDENTIALS: "El correo o la contraseña no son correctos.",
      INVALID_EMAIL: "El correo no es válido.",
      MISSING_PASSWORD: "Escribe la contraseña.",
      USER_DISABLED: "Esta cuenta está desactivada.",
    },
  },
};
