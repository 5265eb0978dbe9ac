import { createServer, type RequestListener, type Server } from "node:http";
import type { ErrorCode } from "@berea/contracts/errors";
import { statusForCode } from "./app-error.ts";

const reasonPhrase: Partial<Record<number, string>> = { 400: "Bad Request", 431: "Request Header Fields Too Large" };

function refusal(error: NodeJS.ErrnoException): { code: ErrorCode; message: string } {
  if (error.code === "HPE_HEADER_OVERFLOW") return { code: "headers-too-large", message: "The request's address or headers are too long." };
  return { code: "invalid-argument", message: "The request is not valid HTTP." };
}

/**
 * A Node HTTP server for an Express app that answers the requests Node
 * refuses before the app sees them (an address or headers over its 16 KB
 * limit, broken HTTP) in the API's JSON error shape instead of an empty
 * reply. In production Google's front end answers these itself.
 */
export function createJsonServer(app: RequestListener): Server {
  const server = createServer(app);
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    const { code, message } = refusal(error);
    const status = statusForCode[code];
    const body = JSON.stringify({ message, code });
    socket.end(
      `HTTP/1.1 ${status} ${reasonPhrase[status] ?? ""}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
