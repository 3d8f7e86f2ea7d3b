// The SigV4 signer against AWS's published presigned-URL example (Amazon S3 API reference,
// "Authenticating Requests: Using Query Parameters", GET /test.txt from examplebucket).
import { describe, expect, it } from "vitest";
import { createS3Storage, presignUrl, s3Location, s3UploadOrigin } from "./s3";

describe("S3 SigV4 presigned URLs", () => {
  it("reproduces AWS's published example signature", () => {
    const url = presignUrl({
      method: "GET",
      host: "examplebucket.s3.amazonaws.com",
      path: "/test.txt",
      region: "us-east-1",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      now: new Date("2013-05-24T00:00:00Z"),
      expiresSeconds: 86_400,
    });
    expect(url).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt" +
        "?X-Amz-Algorithm=AWS4-HMAC-SHA256" +
        "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request" +
        "&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host" +
        "&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });

  it("signs the announced size and type into a PUT URL, path-style with an endpoint", () => {
    const settings = {
      endpoint: "http://127.0.0.1:9000",
      bucket: "hc-test",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    };
    expect(s3Location(settings, "images/x.webp")).toEqual({
      protocol: "http:",
      host: "127.0.0.1:9000",
      path: "/hc-test/images/x.webp",
    });
    expect(s3UploadOrigin(settings)).toBe("http://127.0.0.1:9000");
    const storage = createS3Storage(settings);
    const grantId = "0f8b5c3e-1a2b-4c3d-8e9f-0123456789ab";
    const signed = storage.signedUploadUrl({
      key: `uploads/raw/${grantId}`,
      grantId,
      expiresAt: new Date(Date.now() + 900_000),
      maxBytes: 10_485_760,
      size: 1234,
      contentType: "image/png",
      origin: "http://localhost:3000",
    });
    const url = new URL(signed.url);
    expect(url.origin + url.pathname).toBe(`http://127.0.0.1:9000/hc-test/uploads/raw/${grantId}`);
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(signed.headers).toEqual({ "Content-Type": "image/png" });
    expect(storage.grantIdFromUploadUrl(signed.url, "http://localhost:3000")).toBe(grantId);
    expect(storage.grantIdFromUploadUrl(`http://evil.test/hc-test/uploads/raw/${grantId}`, "")).toBeNull();
    expect(() =>
      storage.signedUploadUrl({
        key: `uploads/raw/${grantId}`,
        grantId,
        expiresAt: new Date(Date.now() + 900_000),
        maxBytes: 10_485_760,
        origin: "http://localhost:3000",
      }),
    ).toThrow(/size and type/);
  });
});
