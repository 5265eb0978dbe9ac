import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeAddressApi, renderWithApi } from "../test/fake-api.tsx";
import { readInSpanish } from "../test/spanish.ts";
import { ConfirmAction } from "./confirm-action.tsx";
import { EmailConfirmationNotice } from "./email-confirmation-notice.tsx";
import { LoadProblem } from "./load-states.tsx";
import { PdfDownloadButton } from "./pdf-download-button.tsx";
import { UpgradePrompt } from "./upgrade-prompt.tsx";

const renderHere = (element: ReactNode) => renderWithApi(fakeAddressApi({}), [{ path: "/here", element }], "/here");

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The shared components speak the page's language (common namespace): each translated route that uses them is in Spanish around them. */
describe("the shared components in Spanish", () => {
  it("offers to try again, and asks before a change with 'Cancelar'", { timeout: 15_000 }, async () => {
    await readInSpanish("common");
    const { user } = renderHere(
      <>
        <LoadProblem error={new Error("No se pudo cargar.")} onRetry={() => undefined} />
        <ConfirmAction label="Quitar" question="¿Quitar a Eunice?" confirmLabel="Sí, quitarla" pending={false} error={null} onConfirm={() => undefined}>
          Ya no verá el círculo.
        </ConfirmAction>
      </>,
    );
    expect(await screen.findByRole("button", { name: "Intentar de nuevo" }, { timeout: 5_000 })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Quitar" }));
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeTruthy();
  });

  it("names the PDF and the way to Premium in Spanish", { timeout: 15_000 }, async () => {
    await readInSpanish("common");
    renderHere(
      <>
        <PdfDownloadButton target={{ kind: "book", id: "romans" }} title="Romanos" plan="free" />
        <PdfDownloadButton target={{ kind: "book", id: "john" }} title="Juan" plan="premium" />
        <UpgradePrompt title="Con Premium" message="Ya leíste tus artículos gratis." note="Premium abre todos." back={{ to: "/Books", label: "Volver" }} onClose={() => undefined} />
        <EmailConfirmationNotice message="Confirma tu correo para compartir." />
      </>,
    );
    expect((await screen.findByRole("link", { name: "PDF de Romanos: viene con Premium" }, { timeout: 5_000 })).textContent).toBe("PDF con Premium");
    expect(screen.getByRole("button", { name: "Descargar PDF: Juan" }).textContent).toBe("Descargar PDF");
    expect(screen.getByRole("link", { name: "Ver Premium" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ahora no" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Confirma tu correo electrónico" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enviar un enlace nuevo" })).toBeTruthy();
  });
});

