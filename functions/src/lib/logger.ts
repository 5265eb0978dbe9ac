/**
 * Structured logs: one JSON line per entry, which Cloud Logging parses into
 * fields. Errors are reduced to name, message and stack so nothing else leaks.
 */
type Fields = Record<string, unknown>;

function serialise(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}

function write(severity: "INFO" | "WARNING" | "ERROR", message: string, fields: Fields = {}): void {
  if (process.env.BEREA_QUIET_LOGS === "1" && severity !== "ERROR") return;
  const line = JSON.stringify({ severity, message, ...serialise(fields) });
  if (severity === "ERROR") console.error(line);
  else console.log(line);
}

export const logger = {
  info: (message: string, fields?: Fields) => write("INFO", message, fields),
  warn: (message: string, fields?: Fields) => write("WARNING", message, fields),
  error: (message: string, fields?: Fields) => write("ERROR", message, fields),
};
