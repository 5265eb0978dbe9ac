// The authorization integration suite against the API as deployed on the functions-framework runtime (e2e/support/deployed-api.ts):
// importing the suite's own file registers its cases here, so the two cannot drift. The runtime is set first;
// the suite is imported by its address, so it is typechecked with functions/tsconfig.json, not this project's.
import "./support/on-functions-framework.ts";

await import(new URL("../functions/src/api/authorization.integration.test.ts", import.meta.url).href);
