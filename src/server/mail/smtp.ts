// Hands the outbox to a relay (SMTP_URL) through nodemailer's SMTP client
// (docs/decisions/0031-email-outbox-first.md): smtp:// is plain with STARTTLS when the server
// offers it, smtps:// is TLS from the first byte; user:pass in the URL means AUTH (PLAIN when the
// server offers it), never over an unencrypted connection to another machine. The message itself is
// built here, so every header is checked and stripped of control characters the same way whatever
// the library does (docs/security.md "E-mail"), and sent as 8bit where the server takes it. One
// connection per message; the outbox job sends at most a batch a minute, so the handshake cost
// does not matter.
import { randomUUID } from "node:crypto";
import type tls from "node:tls";
import SMTPConnection, { type SMTPConnectionOptions } from "nodemailer/lib/smtp-connection";
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

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "[::1]", "localhost"]);

/** What the relay was asked when nodemailer reports an error, as this module's messages name it. */
const COMMANDS: Record<string, string> = {
  CONN: "SMTP connection",
  EHLO: "EHLO refused",
  HELO: "EHLO refused",
  STARTTLS: "STARTTLS refused",
  "MAIL FROM": "MAIL FROM refused",
  "RCPT TO": "RCPT TO refused",
  DATA: "DATA refused",
  "DATA (end)": "message refused",
};

interface NodemailerError extends Error {
  code?: string;
  command?: string;
  response?: string;
  responseCode?: number;
}

/** nodemailer's error as an SmtpError naming the refused step and the server's answer. */
function smtpError(error: unknown, timeoutMs: number): Error {
  if (!(error instanceof Error)) return new SmtpError(String(error));
  const failure = error as NodemailerError;
  if (failure.code === "ETIMEDOUT") return new SmtpError(`SMTP server did not answer within ${timeoutMs} ms`);
  const what = failure.command?.startsWith("AUTH") ? "AUTH refused" : COMMANDS[failure.command ?? ""];
  if (what && failure.response) {
    return new SmtpError(
      `${what}: ${failure.response.replace(/\s*\r?\n\s*/g, " ")}`.trim(),
      failure.responseCode,
    );
  }
  return new SmtpError(failure.message, failure.responseCode);
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
      const connectionOptions: SMTPConnectionOptions = {
        host,
        port,
        secure,
        name: from.split("@")[1] ?? "hypecheck.local",
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        ...(options.tls ? { tls: options.tls } : {}),
      };
      const connection = new SMTPConnection(connectionOptions);
      // nodemailer reports a failure while connecting or talking as an "error" event (a greeting
      // that never came, a reset, a TLS failure) rather than through the step's callback.
      let failed: (error: Error) => void = () => undefined;
      const failure = new Promise<never>((_resolve, reject) => {
        failed = reject;
      });
      failure.catch(() => undefined);
      connection.on("error", (error: Error) => failed(error));
      connection.once("end", () => failed(new SmtpError("SMTP connection closed")));
      const step = <T>(run: (done: (error: Error | null | undefined, result?: T) => void) => void) =>
        Promise.race([
          new Promise<T>((resolve, reject) => {
            run((error, result) => (error ? reject(error) : resolve(result as T)));
          }),
          failure,
        ]);
      try {
        await step<void>((done) => connection.connect(() => done(null)));
        // The EHLO answer (after STARTTLS, the second one): its extensions.
        const ehlo = typeof connection.lastServerResponse === "string" ? connection.lastServerResponse : "";
        if (user) {
          // A password never crosses the network in clear text; a relay on this machine may see it.
          if (!connection.secure && !LOOPBACK_HOSTS.has(host)) {
            throw new SmtpError(
              "Refusing to send SMTP credentials without TLS: the server did not offer STARTTLS (use smtps:// or a server that offers STARTTLS).",
            );
          }
          await step<boolean | undefined>((done) => connection.login({ user, pass }, done));
        }
        const eightBit = /^250[ -]8BITMIME\b/im.test(ehlo);
        await step((done) =>
          connection.send({ from, to: [to], use8BitMime: eightBit }, buildMessage(message, eightBit), done),
        );
        // The server's answer to QUIT ends the connection; returns once it has (or after the timeout).
        const ended = new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs);
          connection.once("end", () => {
            clearTimeout(timer);
            resolve();
          });
        });
        connection.quit();
        await ended;
      } catch (error) {
        throw error instanceof SmtpError ? error : smtpError(error, timeoutMs);
      } finally {
        connection.close();
      }
    },
  };
}
