// The SMTP client (nodemailer's, with the message built in smtp.ts) against a scripted server:
// envelope, headers, dot-stuffing on the wire, AUTH PLAIN, refusals,
// quoted-printable when the server lacks 8BITMIME, and a timeout when the server stays silent.
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtpServer } from "./fake-smtp-server";
import { createSmtpSender, encodeHeaderValue, quotedPrintable } from "./smtp";

let server: FakeSmtpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const message = {
  from: "HypeCheck <no-reply@hypecheck.test>",
  to: "member@example.test",
  subject: "Price alert",
  text: "Hello\n.hidden line\n..two dots\nBye",
};

function headersOf(data: string): Record<string, string> {
  const head = data.slice(0, data.indexOf("\r\n\r\n"));
  return Object.fromEntries(
    head
      .replace(/\r\n /g, " ")
      .split("\r\n")
      .map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 2)]),
  );
}

describe("SMTP sender", () => {
  it("delivers a message with the envelope, headers and dot-stuffed body", async () => {
    server = await startFakeSmtpServer();
    await createSmtpSender(server.url).send(message);
    const [session] = server.sessions;
    expect(session?.mailFrom).toBe("no-reply@hypecheck.test");
    expect(session?.rcptTo).toEqual(["member@example.test"]);
    expect(session?.commands.some((c) => c.startsWith("AUTH"))).toBe(false);
    expect(session?.commands.at(-1)).toBe("QUIT");
    const data = session?.data ?? "";
    const headers = headersOf(data);
    expect(headers).toMatchObject({
      from: "HypeCheck <no-reply@hypecheck.test>",
      to: "member@example.test",
      subject: "Price alert",
      "content-type": "text/plain; charset=utf-8",
      "content-transfer-encoding": "7bit",
    });
    expect(Number.isNaN(Date.parse(headers.date ?? ""))).toBe(false);
    expect(headers["message-id"]).toMatch(/^<[0-9a-f-]+@hypecheck\.test>$/);
    expect(data.slice(data.indexOf("\r\n\r\n") + 4)).toBe("Hello\r\n..hidden line\r\n...two dots\r\nBye\r\n");
  });

  it("sends AUTH PLAIN when the URL carries credentials", async () => {
    server = await startFakeSmtpServer();
    await createSmtpSender(`smtp://mailer%40x.test:p%40ss@127.0.0.1:${server.port}`).send(message);
    const auth = server.sessions[0]?.commands.find((c) => c.startsWith("AUTH PLAIN "));
    expect(Buffer.from(auth?.slice("AUTH PLAIN ".length) ?? "", "base64").toString()).toBe(
      "\0mailer@x.test\0p@ss",
    );
  });

  it("refuses to send credentials to a remote relay that offers no TLS", async () => {
    // 127.0.0.2 is loopback to the kernel but not one of the names the sender trusts as local.
    server = await startFakeSmtpServer({ host: "127.0.0.2" });
    await expect(
      createSmtpSender(`smtp://mailer:secret@127.0.0.2:${server.port}`).send(message),
    ).rejects.toThrow(/without TLS/);
    expect(server.sessions[0]?.commands.some((c) => c.startsWith("AUTH"))).toBe(false);
  });

  it("encodes a non-ASCII subject and body: 8bit with 8BITMIME, quoted-printable without", async () => {
    server = await startFakeSmtpServer();
    const accented = { ...message, subject: "Café: prix baissé", text: "Prix: 9 €\n" };
    await createSmtpSender(server.url).send(accented);
    const eight = server.sessions[0]!;
    expect(eight.commands.find((c) => c.startsWith("MAIL"))).toContain("BODY=8BITMIME");
    expect(headersOf(eight.data!)["content-transfer-encoding"]).toBe("8bit");
    expect(headersOf(eight.data!).subject).toBe(encodeHeaderValue("Café: prix baissé"));
    expect(eight.data).toContain("Prix: 9 €\r\n");
    await server.close();

    server = await startFakeSmtpServer({ extensions: [] });
    await createSmtpSender(server.url).send(accented);
    const seven = server.sessions[0]!;
    expect(headersOf(seven.data!)["content-transfer-encoding"]).toBe("quoted-printable");
    expect(seven.data).toContain("Prix: 9 =E2=82=AC\r\n");
  });

  it("rejects with the server's answer when a command is refused", async () => {
    server = await startFakeSmtpServer({ refuse: "RCPT" });
    await expect(createSmtpSender(server.url).send(message)).rejects.toThrow(
      "RCPT TO refused: 550 5.1.1 no such user",
    );
    expect(server.sessions[0]?.data).toBeUndefined();
  });

  it("gives up on a silent server after the timeout", async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      await expect(
        createSmtpSender(`smtp://127.0.0.1:${port}`, { timeoutMs: 200 }).send(message),
      ).rejects.toThrow(/did not answer within 200 ms/);
    } finally {
      silent.close();
    }
  });

  it("encodes headers and quoted-printable by the RFCs", () => {
    expect(encodeHeaderValue("Plain")).toBe("Plain");
    expect(encodeHeaderValue("é")).toBe("=?UTF-8?B?w6k=?=");
    for (const line of encodeHeaderValue("é".repeat(100)).split("\r\n "))
      expect(line.length).toBeLessThan(76);
    expect(quotedPrintable("a=b \r\nx")).toBe("a=3Db=20\r\nx");
    for (const line of quotedPrintable("é".repeat(60)).split("\r\n"))
      expect(line.length).toBeLessThanOrEqual(76);
  });
});
