import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/literata/wght.css";
import "./styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { registerServiceWorker } from "./lib/service-worker.ts";
import { applyTheme, preferredTheme } from "./lib/theme.ts";

applyTheme(preferredTheme());
registerServiceWorker();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
