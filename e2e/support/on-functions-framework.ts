import { useDeployedApi } from "./deployed-api.ts";

// Imported first by e2e/emulator-suite-api-*-functions-framework.test.ts, before the suite it points at the functions-framework runtime.
useDeployedApi("functions-framework");
