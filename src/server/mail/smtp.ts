// A minimal SMTP client over node:net / node:tls, enough to hand the outbox to a relay (SMTP_URL):
// smtp:// is plain with STARTTLS when the server offers it, smtps:// is TLS from the first byte;
// user:pass in the URL means AUTH PLAIN. One connection per message keeps the state machine small;
// the outbox job sends at most a batch a minute, so the handshake cost does not matter.
import { randomUUID } from "node:crypto";
import net from "node:net";
import tls from "node:tls";
import { isPlausibleEmail } from "../../shared/domain/auth-rules";

export interface MailMessage {
  /** A header value such as `HypeCheck <no-reply@example.com>`; the envelope uses the address. */
  from: string;
  to: string;
  subject: string;
  /** Plain text; any line ending is sent as CRLF. */
  text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export interface SmtpOptions {
  timeoutMs?: number;
  /** Extra TLS options (tests, private CAs). */
  tls?: tls.ConnectionOptions;
}

export class SmtpError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = "SmtpError";
  }
}

interface Reply {
  code: number;
  lines: string[];
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * A header field's text with every control character (CR and LF above all, C1 and DEL too)
 * replaced by a space, so no value can end its header line and start another
 * (docs/security.md "E-mail").
 */
export function headerText(value: string): string {
  return value
    .replace(/\p{Cc}+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** `address` or `display name <address>`; a display name holds no brackets, @, commas, semicolons or quotes. */
const MAILBOX = /^\s*(?:([^<>@,;"]*?)\s*<([^<>]*)>|([^<>]*))\s*$/;

/**
 * A mailbox header value (`Name <a@b>` or `a@b`) taken apart and checked to be exactly one mailbox:
 * its address goes into MAIL FROM or RCPT TO and the header, its display name (control characters
 * stripped) into the header. Throws on anything else: a list, a second bracketed address, an
 * address with a line break.
 */
export function parseMailbox(mailbox: string, what: string): { name: string; address: string } {
  const match = MAILBOX.exec(mailbox);
  const address = (match?.[2] ?? match?.[3] ?? "").trim();
  if (!match || !isPlausibleEmail(address)) throw new SmtpError(`${what} is not a single e-mail address`);
  return { name: headerText(match[1] ?? ""), address };
}

/** Plain text with every line ending (CRLF, a bare CR, a bare LF) made CRLF, other controls but tab dropped. */
export function normalizeBody(text: string): string {
  return text.replace(/\r\n|\r|\n/g, "\r\n").replace(/(?![\t\r\n])\p{Cc}/gu, "");
}

/** RFC 2047: non-ASCII header text as UTF-8 base64 encoded words, each under 76 characters. */
export function encodeHeaderValue(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const words: string[] = [];
  let chunk = "";
  for (const char of value) {
    if (Buffer.byteLength(chunk + char) > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString("base64")}?=`).join("\r\n ");
}

/** Quoted-printable (RFC 2045) of CRLF-separated text, soft breaks before 76 characters. */
export function quotedPrintable(text: string): string {
  return text
    .split("\r\n")
    .map((line) => {
      const bytes = Buffer.from(line);
      let out = "";
      let width = 0;
      bytes.forEach((byte, i) => {
        const last = i === bytes.length - 1;
        const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
        const piece = literal
          ? String.fromCharCode(byte)
          : `=${byte.toString(16).toUpperCase().padStart(2, "0")}`;
        if (width + piece.length > 75) {
          out += "=\r\n";
          width = 0;
        }
        out += piece;
        width += piece.length;
      });
      return out;
    })
    .join("\r\n");
}

/** The message as sent after DATA, without dot-stuffing or the final dot. */
export function buildMessage(message: MailMessage, eightBit: boolean, now = new Date()): string {
  // A bare CR or LF would let a line (".", or a header) start where the server sees a new line.
  const text = normalizeBody(message.text);
  const ascii = !/[^\t\r\n\x20-\x7e]/.test(text);
  const encoding = ascii ? "7bit" : eightBit ? "8bit" : "quoted-printable";
  const from = parseMailbox(message.from, "From");
  const to = parseMailbox(message.to, "To");
  const domain = from.address.split("@")[1] ?? "hypecheck.local";
  const headers = [
    `From: ${from.name ? `${encodeHeaderValue(from.name)} <${from.address}>` : from.address}`,
    `To: ${to.address}`,
    `Subject: ${encodeHeaderValue(headerText(message.subject))}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    `Content-Transfer-Encoding: ${encoding}`,
  ];
  return `${headers.join("\r\n")}\r\n\r\n${encoding === "quoted-printable" ? quotedPrintable(text) : text}`;
}

/** A line starting with "." gets a second one (RFC 5321 4.5.2); the terminator follows. */
export function dotStuff(data: string): string {
  const body = data.replace(/(^|\r\n)\./g, "$1..");
  return `${body}${body.endsWith("\r\n") ? "" : "\r\n"}.\r\n`;
}

/** Reads SMTP replies (possibly multi-line) off whichever socket is current. */
class Conversation {
  private buffer = "";
  private pending: string[] = [];
  private replies: Reply[] = [];
  private waiter: { resolve: (r: Reply) => void; reject: (e: Error) => void } | undefined;
  private failure: Error | undefined;
  socket: net.Socket;

  constructor(
    socket: net.Socket,
    private readonly timeoutMs: number,
  ) {
    this.socket = socket;
    this.attach(socket);
  }

  attach(socket: net.Socket): void {
    this.socket = socket;
    this.buffer = "";
    socket.setTimeout(this.timeoutMs, () =>
      socket.destroy(new SmtpError(`SMTP server did not answer within ${this.timeoutMs} ms`)),
    );
    socket.on("data", (chunk: Buffer) => this.onData(chunk));
    socket.on("error", (error) => this.fail(error));
    socket.on("close", () => this.fail(new SmtpError("SMTP connection closed")));
  }

  detach(): void {
    this.socket.removeAllListeners("data");
    this.socket.removeAllListeners("error");
    this.socket.removeAllListeners("close");
    this.socket.setTimeout(0);
  }

  private onData(chunk: Buffer): void {
    this.buffer += chunk.toString("utf8");
    let index = this.buffer.indexOf("\n");
    while (index >= 0) {
      const line = this.buffer.slice(0, index).replace(/\r$/, "");
      this.buffer = this.buffer.slice(index + 1);
      this.pending.push(line);
      if (!/^\d{3}-/.test(line)) {
        const reply = {
          code: Number.parseInt(line.slice(0, 3), 10) || 0,
          lines: this.pending.map((l) => l.slice(4)),
        };
        this.pending = [];
        if (this.waiter) {
          const { resolve } = this.waiter;
          this.waiter = undefined;
          resolve(reply);
        } else this.replies.push(reply);
      }
      index = this.buffer.indexOf("\n");
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    if (this.waiter) {
      const { reject } = this.waiter;
      this.waiter = undefined;
      reject(this.failure);
    }
  }

  read(): Promise<Reply> {
    const next = this.replies.shift();
    if (next) return Promise.resolve(next);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
    });
  }

  /** Sends a line (omit for just reading) and insists on one of the expected codes. */
  async expect(line: string | undefined, codes: number[], what: string): Promise<Reply> {
    if (line !== undefined) this.socket.write(`${line}\r\n`);
    const reply = await this.read();
    if (!codes.includes(reply.code)) {
      throw new SmtpError(`${what}: ${reply.code} ${reply.lines.join(" ")}`.trim(), reply.code);
    }
    return reply;
  }
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "[::1]", "localhost"]);

function connect(options: { host: string; port: number; secure: boolean; tls?: tls.ConnectionOptions }) {
  return new Promise<net.Socket>((resolve, reject) => {
    const socket = options.secure
      ? tls.connect({ host: options.host, port: options.port, servername: options.host, ...options.tls })
      : net.connect({ host: options.host, port: options.port });
    socket.once(options.secure ? "secureConnect" : "connect", () => {
      socket.removeListener("error", reject);
      resolve(socket);
    });
    socket.once("error", reject);
  });
}

function upgrade(socket: net.Socket, host: string, options?: tls.ConnectionOptions) {
  return new Promise<tls.TLSSocket>((resolve, reject) => {
    const secure = tls.connect({ socket, servername: host, ...options });
    secure.once("secureConnect", () => {
      secure.removeListener("error", reject);
      resolve(secure);
    });
    secure.once("error", reject);
  });
}

export function createSmtpSender(smtpUrl: string, options: SmtpOptions = {}): MailSender {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  if (!secure && url.protocol !== "smtp:") throw new Error("SMTP_URL must start with smtp:// or smtps://");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const port = url.port ? Number(url.port) : secure ? 465 : 25;
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async send(message) {
      const from = parseMailbox(message.from, "From").address;
      const to = parseMailbox(message.to, "To").address;
      const socket = await connect({ host, port, secure, ...(options.tls ? { tls: options.tls } : {}) });
      const talk = new Conversation(socket, timeoutMs);
      const helo = from.split("@")[1] ?? "hypecheck.local";
      try {
        await talk.expect(undefined, [220], "SMTP greeting");
        let ehlo = await talk.expect(`EHLO ${helo}`, [250], "EHLO refused");
        let extensions = ehlo.lines.slice(1).map((l) => l.toUpperCase());
        let encrypted = secure;
        if (!secure && extensions.some((e) => e === "STARTTLS")) {
          await talk.expect("STARTTLS", [220], "STARTTLS refused");
          talk.detach();
          talk.attach(await upgrade(talk.socket, host, options.tls));
          ehlo = await talk.expect(`EHLO ${helo}`, [250], "EHLO refused");
          extensions = ehlo.lines.slice(1).map((l) => l.toUpperCase());
          encrypted = true;
        }
        if (user) {
          // A password never crosses the network in clear text; a relay on this machine may see it.
          if (!encrypted && !LOOPBACK_HOSTS.has(host)) {
            throw new Error(
              "Refusing to send SMTP credentials without TLS: the server did not offer STARTTLS (use smtps:// or a server that offers STARTTLS).",
            );
          }
          const token = Buffer.from(`\0${user}\0${pass}`).toString("base64");
          await talk.expect(`AUTH PLAIN ${token}`, [235], "AUTH refused");
        }
        const eightBit = extensions.some((e) => e === "8BITMIME");
        await talk.expect(
          `MAIL FROM:<${from}>${eightBit ? " BODY=8BITMIME" : ""}`,
          [250],
          "MAIL FROM refused",
        );
        await talk.expect(`RCPT TO:<${to}>`, [250, 251], "RCPT TO refused");
        await talk.expect("DATA", [354], "DATA refused");
        await talk.expect(
          dotStuff(buildMessage(message, eightBit)).replace(/\r\n$/, ""),
          [250],
          "message refused",
        );
        await talk.expect("QUIT", [221], "QUIT").catch(() => undefined);
      } finally {
        talk.detach();
        talk.socket.on("error", () => undefined);
        talk.socket.destroy();
      }
    },
  };
}
