// A scripted SMTP server for tests (node:net, no TLS): greets, answers EHLO with the extensions it
// is given, accepts AUTH/MAIL/RCPT/DATA unless told to refuse a command, and records each session.
import net from "node:net";

export interface SmtpSession {
  commands: string[];
  mailFrom?: string;
  rcptTo: string[];
  /** The raw DATA, still dot-stuffed, without the terminating dot line. */
  data?: string;
}

export interface FakeSmtpServer {
  url: string;
  port: number;
  sessions: SmtpSession[];
  close(): Promise<void>;
}

export interface FakeSmtpOptions {
  /** Address to listen on (default 127.0.0.1; another loopback address stands in for a remote host). */
  host?: string;
  extensions?: string[];
  /** Refuse the command with this verb (e.g. "RCPT") with a 550. */
  refuse?: string;
}

export async function startFakeSmtpServer(options: FakeSmtpOptions = {}): Promise<FakeSmtpServer> {
  const extensions = options.extensions ?? ["8BITMIME", "AUTH PLAIN"];
  const sessions: SmtpSession[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    const session: SmtpSession = { commands: [], rcptTo: [] };
    sessions.push(session);
    let buffer = "";
    let inData = false;
    socket.write("220 fake.test ESMTP\r\n");
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      while (true) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          session.data = buffer.slice(0, end + 2);
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 2.0.0 queued\r\n");
          continue;
        }
        const index = buffer.indexOf("\r\n");
        if (index < 0) return;
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        session.commands.push(line);
        const verb = line.split(/[ :]/)[0]!.toUpperCase();
        if (options.refuse === verb) {
          socket.write("550 5.1.1 no such user\r\n");
        } else if (verb === "EHLO") {
          const lines = ["fake.test", ...extensions];
          socket.write(lines.map((l, i) => `250${i === lines.length - 1 ? " " : "-"}${l}\r\n`).join(""));
        } else if (verb === "AUTH") {
          socket.write("235 2.7.0 ok\r\n");
        } else if (verb === "MAIL") {
          session.mailFrom = /<([^>]*)>/.exec(line)?.[1];
          socket.write("250 ok\r\n");
        } else if (verb === "RCPT") {
          session.rcptTo.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          socket.write("250 ok\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 bye\r\n");
          return;
        } else {
          socket.write("502 not implemented\r\n");
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, options.host ?? "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    sessions,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
