// A local HTTP server that speaks the OpenAI chat-completions protocol, for tests: each request is
// answered by the handler the test sets, and every request body is kept for inspection.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: {
    model?: string;
    temperature?: number;
    response_format?: { type?: string };
    messages?: Array<{ role: string; content: string }>;
  };
}

export type FakeHandler = (request: FakeRequest, response: ServerResponse) => void | Promise<void>;

export interface FakeOpenAiServer {
  /** The base URL to configure (AI_BASE_URL), ending in /v1. */
  baseUrl: string;
  requests: FakeRequest[];
  handle(handler: FakeHandler): void;
  /** Answers every request 200 with a completion whose content is `value` as JSON. */
  answerJson(value: unknown, usage?: Usage): void;
  close(): Promise<void>;
}

type Usage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

/** A chat-completion body whose message content is `content`, with token counts. */
export function completion(
  content: string,
  usage: Usage = { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
): string {
  return JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage,
  });
}

export function sendJson(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(body);
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let handler: FakeHandler = (_request, response) => sendJson(response, 500, '{"error":"no handler"}');
  const requests: FakeRequest[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body: FakeRequest["body"] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        // Recorded as an empty body; the test asserts on what it expects.
      }
      const request = { path: req.url ?? "", headers: req.headers, body };
      requests.push(request);
      Promise.resolve(handler(request, res)).catch(() => {
        if (!res.headersSent) sendJson(res, 500, "{}");
      });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    handle(next) {
      handler = next;
    },
    answerJson(value, usage) {
      handler = (_request, response) => sendJson(response, 200, completion(JSON.stringify(value), usage));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
