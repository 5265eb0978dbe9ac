import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n/i18n.ts";
import { chooseLanguage } from "../../lib/language.ts";
import { readInSpanish } from "../../test/spanish.ts";
import { FamilyInviteNote } from "./family-invite-note.tsx";

const note = () =>
  render(
    <Suspense fallback={null}>
      <FamilyInviteNote code="FAM-7K3QX9PD" />
    </Suspense>,
  );

/** The note /login and /register show above the form when the link was a Family invite. */
describe("the Family invite note", () => {
  afterEach(async () => {
    chooseLanguage("en", { keepOnProfile: false });
    await i18n.changeLanguage("en");
  });

  it("names the code in English", async () => {
    note();
    const status = await screen.findByRole("status");
    expect(status.textContent).toBe("You were invited to a Family plan (code FAM-7K3QX9PD). Sign in or create your account; then you see what joining shares with the plan's owner, and choose.");
    expect(status.querySelector("code")?.textContent).toBe("FAM-7K3QX9PD");
  });

  it("names the code in Spanish", async () => {
    await readInSpanish("familyInvite");
    note();
    const status = await screen.findByRole("status");
    expect(status.textContent).toBe("Te invitaron a un plan Familia (código FAM-7K3QX9PD). Inicia sesión o crea tu cuenta; después verás qué compartirías con el dueño del plan al unirte, y tú decides.");
    expect(status.querySelector("code")?.textContent).toBe("FAM-7K3QX9PD");
  });
});
