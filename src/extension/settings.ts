// The one setting: which HypeCheck server the lookup asks (chrome.storage.local "serverOrigin").
// The default is the PUBLIC_ORIGIN the extension was built with (scripts/build-extension.ts).

import { parseServerOrigin } from "./settings-origin";

declare const __DEFAULT_SERVER_ORIGIN__: string;

export const DEFAULT_SERVER_ORIGIN: string = __DEFAULT_SERVER_ORIGIN__;

export { parseServerOrigin };

export async function serverOrigin(): Promise<string> {
  const { serverOrigin: stored } = await chrome.storage.local.get("serverOrigin");
  return (typeof stored === "string" ? parseServerOrigin(stored) : null) ?? DEFAULT_SERVER_ORIGIN;
}

export async function setServerOrigin(origin: string): Promise<void> {
  await chrome.storage.local.set({ serverOrigin: origin });
}
