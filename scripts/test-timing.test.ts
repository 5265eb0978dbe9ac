import { describe, expect, it } from "vitest";
import { suiteOf, timingSummary } from "./test-timing.ts";

describe("timingSummary", () => {
  const report = {
    startTime: 1_000_000,
    testResults: [
      { name: "/repo/web/src/a.test.tsx", startTime: 1_001_000, endTime: 1_003_000 },
      { name: "/repo/e2e/quiz.test.ts", startTime: 1_010_000, endTime: 1_070_000 },
      { name: "/repo/e2e/bible.test.ts", startTime: 1_070_000, endTime: 1_100_500 },
      { name: "/repo/e2e/emulator-suite.test.ts", startTime: 1_200_000, endTime: 1_290_000 },
      { name: "/repo/functions/src/api/quiz.integration.test.ts", startTime: 1_002_000, endTime: 1_012_000 },
    ],
  };

  it("spans each suite from its first file's start to its last file's end, with the files' total", () => {
    const summary = timingSummary(report, "/repo", 2);
    expect(summary).toContain("  end-to-end: 10 → 101, 2 files, 91 s");
    expect(summary).toContain("  emulator suite: 200 → 290, 1 files, 90 s");
    expect(summary).toContain("  integration: 2 → 12, 1 files, 10 s");
    expect(summary).toContain("  web unit: 1 → 3, 1 files, 2 s");
  });

  it("lists the slowest files first, as many as asked", () => {
    const lines = timingSummary(report, "/repo", 2).split("\n");
    const slowest = lines.slice(lines.indexOf("slowest files:") + 1);
    expect(slowest).toEqual(["    90.0 s  e2e/emulator-suite.test.ts", "    60.0 s  e2e/quiz.test.ts"]);
  });

  it("tells the suites apart by path", () => {
    expect(suiteOf("e2e/emulator-suite-api-bad-input-functions-emulator.test.ts")).toBe("emulator suite");
    expect(suiteOf("functions/src/billing/billing.integration.test.ts")).toBe("integration");
    expect(suiteOf("contracts/src/languages.test.ts")).toBe("unit");
  });
});
