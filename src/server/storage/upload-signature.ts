// The local upload URL's signature: HMAC-SHA256 over "{grantId}.{expires}" with a key derived from
// the server secret (SESSION_SECRET or the generated one), compared in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";

export interface UploadUrlSigner {
  sign(grantId: string, expiresUnix: number): string;
  verify(grantId: string, expiresUnix: number, signature: string): boolean;
}

export function createUploadUrlSigner(serverSecret: string): UploadUrlSigner {
  // A key of its own, so an upload signature can never stand in for a session token's HMAC.
  const key = createHmac("sha256", serverSecret).update("hypecheck:upload-url:v1").digest();
  const sign = (grantId: string, expiresUnix: number) =>
    createHmac("sha256", key).update(`${grantId}.${expiresUnix}`).digest("hex");
  return {
    sign,
    verify(grantId, expiresUnix, signature) {
      if (!/^[0-9a-f]{64}$/.test(signature)) return false;
      return timingSafeEqual(Buffer.from(sign(grantId, expiresUnix), "hex"), Buffer.from(signature, "hex"));
    },
  };
}
