import { useDeployedApi } from "./deployed-api.ts";

// Imported first by e2e/emulator-suite-api-*-functions-emulator.test.ts, before the suite it points at the functions-emulator runtime.
useDeployedApi("functions-emulator");
