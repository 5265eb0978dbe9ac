import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json } from "../../test/fake-api.tsx";
import { readInSpanish } from "../../test/spanish.ts";
import ContactPage from "./contact-page.tsx";

function renderContact() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/contact-us"]}>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;
const send = () => screen.getByRole("button", { name: "Send" });

function errorFor(input: HTMLElement) {
  const id = input.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe("ContactPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("has the Contact Us heading and copy about Berea, not the placeholder", () => {
    renderContact();
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeTruthy();
    expect(document.body.textContent).not.toContain("menu online");
    expect(document.body.textContent).toContain("custom pricing");
  });

  it("shows a message under each empty field and sends nothing", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const { user } = renderContact();
    await user.click(send());

    expect(errorFor(field("Name"))).toBe("Name is required");
    expect(errorFor(field("Email"))).toBe("Email is required");
    expect(errorFor(field("Message"))).toBe("Message is required");
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("rejects an invalid email and clears the message once it is fixed", async () => {
    vi.stubGlobal("fetch", vi.fn());
    const { user } = renderContact();
    await user.type(field("Name"), "Lydia");
    await user.type(field("Email"), "lydia@");
    await user.type(field("Message"), "Hello");
    await user.click(send());
    expect(errorFor(field("Email"))).toBe("Enter a valid email");
    expect(errorFor(field("Name"))).toBeUndefined();

    await user.type(field("Email"), "example.com");
    await waitFor(() => expect(errorFor(field("Email"))).toBeUndefined());
  });

  it("posts the message, shows the server's reply in a success toast and resets the form", async () => {
    const fetchSpy = vi.fn(async () => json(200, { payload: { message: "Thank you. We will reply soon." } }));
    vi.stubGlobal("fetch", fetchSpy);
    const success = vi.spyOn(toast, "success");
    const { user } = renderContact();

    await user.type(field("Name"), "Lydia");
    await user.type(field("Email"), "lydia@example.com");
    await user.type(field("Message"), "Do you offer pricing for a house church of twelve?");
    await user.click(send());

    await waitFor(() => expect(success).toHaveBeenCalledWith("Thank you. We will reply soon."));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Lydia",
      email: "lydia@example.com",
      message: "Do you offer pricing for a house church of twelve?",
    });
    await waitFor(() => expect(field("Name").value).toBe(""));
    expect(field("Message").value).toBe("");
  });

  it("shows the server's error in an error toast and keeps what was typed", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json(429, { code: "rate-limited", message: "Please wait a minute before sending another message." })));
    const failure = vi.spyOn(toast, "error");
    const { user } = renderContact();

    await user.type(field("Name"), "Lydia");
    await user.type(field("Email"), "lydia@example.com");
    await user.type(field("Message"), "Hello");
    await user.click(send());

    await waitFor(() => expect(failure).toHaveBeenCalledWith("Please wait a minute before sending another message."));
    expect(field("Message").value).toBe("Hello");
  });

  it("speaks Spanish to a Spanish reader: the page, its links, the form's checks and the thanks", async () => {
    await readInSpanish("contact", "common");
    const fetchSpy = vi.fn(async () => json(200, { payload: { message: "Thank you. Your message has reached us, and we will reply by email." } }));
    vi.stubGlobal("fetch", fetchSpy);
    const success = vi.spyOn(toast, "success");
    const { user } = renderContact();
    expect(screen.getByRole("heading", { level: 1, name: "Contáctanos" })).toBeTruthy();
    expect(document.body.textContent).toContain("precios a su medida");
    expect(screen.getByRole("link", { name: "support@berea.app" }).getAttribute("href")).toBe("mailto:support@berea.app");
    expect(screen.getByRole("link", { name: "círculo de fe" }).getAttribute("href")).toBe("/chat");
    expect(screen.getByText("Iglesias y grupos.").tagName).toBe("STRONG");

    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(errorFor(field("Nombre"))).toBe("Escribe tu nombre");
    expect(errorFor(field("Correo electrónico"))).toBe("Escribe tu correo electrónico");
    expect(errorFor(field("Mensaje"))).toBe("Escribe tu mensaje");
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(field("Nombre"), "Lidia");
    await user.type(field("Correo electrónico"), "lidia@example.com");
    await user.type(field("Mensaje"), "¿Tienen precios para una iglesia en casa?");
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Gracias. Tu mensaje nos llegó y te responderemos por correo."));
  });
});
