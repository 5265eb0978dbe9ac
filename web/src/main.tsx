import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/literata/wght.css";
import "./styles/global.css";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { registerServiceWorker } from "./lib/service-worker.ts";
import { applyTheme, preferredTheme } from "./lib/theme.ts";

applyTheme(preferredTheme());
registerServiceWorker();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for one long task.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
