// Header injection into e-mail: an address that is really two mailboxes was accepted at sign-up,
// and a name with a bare carriage return reached the SMTP data. Addresses are exactly one mailbox
// wherever the app takes one, and the SMTP client strips control characters from every header
// field and sends every line ending as CRLF (docs/security.md "E-mail").
import { afterEach, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../shared/domain/auth-rules";
import { type FakeSmtpServer, startFakeSmtpServer } from "../mail/fake-smtp-server";
import { createSmtpSender } from "../mail/smtp";
import { STRONG_PASSWORD, uniqueAddress, useTestApp } from "../test/test-app";

const TWO_MAILBOXES = "x@example.com>,<victim@evil.example";

describe("security: mail header injection", () => {
  const t = useTestApp();
  let smtp: FakeSmtpServer | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url, remoteAddress: uniqueAddress(), payload });

  it("refuses an address that is more than one mailbox at sign-up and for the mailing list (400)", async () => {
    for (const email of [
      TWO_MAILBOXES,
      "x@example.com,victim@evil.example",
      "x@example.com\r\nBcc: v@evil.example",
    ]) {
      const signup = await post("/api/auth/signup", {
        email,
        firstName: "Eve",
        lastName: "X",
        password: STRONG_PASSWORD,
      });
      expect(signup.statusCode, email).toBe(400);
      expect(signup.json()).toEqual({ error: AUTH_MESSAGES.invalidEmail.description });
      const list = await post("/api/email-signup", { email, source: "signup_page" });
      expect(list.statusCode, email).toBe(400);
    }
  });

  it("refuses a name with a carriage return, a line feed or another control character at sign-up (400)", async () => {
    for (const firstName of ["Eve\rBcc: victim@evil.example", "Eve\nX: 1", "Eve\u0085"]) {
      const res = await post("/api/auth/signup", {
        email: "eve@example.test",
        firstName,
        lastName: "X",
        password: STRONG_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.nameInvalid.description });
    }
  });

  it("sends one recipient, no injected header and only CRLF line endings, whatever the fields hold", async () => {
    smtp = await startFakeSmtpServer();
    await createSmtpSender(smtp.url).send({
      from: "HypeCheck\r\nBcc: victim <no-reply@hypecheck.test>",
      to: "member@example.test",
      subject: "Price alert\r\nBcc: victim@evil.example\rX-Evil: 1\u0085",
      text: "Hi Eve\r.\r\nMAIL FROM:<x@evil.example>\rsecond\nthird\r\n.\nend",
    });
    const [session] = smtp.sessions;
    expect(session?.rcptTo).toEqual(["member@example.test"]);
    expect(session?.mailFrom).toBe("no-reply@hypecheck.test");
    const data = session?.data ?? "";
    // Every CR is followed by LF and every LF preceded by CR.
    expect(/\r(?!\n)|(?<!\r)\n/.test(data)).toBe(false);
    const head = data.slice(0, data.indexOf("\r\n\r\n")).split("\r\n");
    expect(head.filter((line) => /^(bcc|x-evil):/i.test(line))).toEqual([]);
    expect(head).toContain("Subject: Price alert Bcc: victim@evil.example X-Evil: 1");
    expect(head).toContain("From: HypeCheck Bcc: victim <no-reply@hypecheck.test>");
    // The lone dots became dot-stuffed lines of the body, never the end of the data.
    expect(data.slice(data.indexOf("\r\n\r\n") + 4)).toBe(
      "Hi Eve\r\n..\r\nMAIL FROM:<x@evil.example>\r\nsecond\r\nthird\r\n..\r\nend\r\n",
    );
  });

  it("refuses, before connecting, to send to an address that is not exactly one mailbox", async () => {
    smtp = await startFakeSmtpServer();
    for (const to of [
      TWO_MAILBOXES,
      "a@example.test, b@example.test",
      "a@example.test\r\nRCPT TO:<v@evil.example>",
    ]) {
      await expect(
        createSmtpSender(smtp.url).send({
          from: "HypeCheck <no-reply@hypecheck.test>",
          to,
          subject: "s",
          text: "t",
        }),
      ).rejects.toThrow(/not a single e-mail address/);
    }
    expect(smtp.sessions).toEqual([]);
  });
});
