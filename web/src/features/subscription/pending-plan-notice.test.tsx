import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { supportEmail } from "../../config/paths.ts";
import { readInSpanish } from "../../test/spanish.ts";
import { PendingPlanNotice } from "./pending-plan-notice.tsx";

const show = (since: number) =>
  render(
    <Suspense fallback={null}>
      <PendingPlanNotice pending={{ plan: "family", cycle: "monthly", since }} />
    </Suspense>,
  );

describe("PendingPlanNotice", () => {
  it("says the plan is being set up, and after a minute where to write", async () => {
    show(Date.now());
    expect((await screen.findByRole("status")).textContent).toBe("Setting up your Family plan. This takes a few seconds.");
  });

  it("says it in Spanish, the support address a link", { timeout: 15_000 }, async () => {
    await readInSpanish("pendingPlan");
    show(Date.now() - 120_000);
    const status = await screen.findByRole("status", {}, { timeout: 5000 });
    expect(status.textContent).toBe(
      `Tu tarjeta fue aceptada, y preparar tu plan Familia está tardando más de lo normal. Aparecerá aquí solo; si no lo ha hecho en unos minutos, escribe a ${supportEmail}.`,
    );
    expect(screen.getByRole("link", { name: supportEmail }).getAttribute("href")).toBe(`mailto:${supportEmail}`);
  });
});
