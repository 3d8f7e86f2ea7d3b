// The extension's manifest (Manifest V3), written by scripts/build-extension.ts. What it asks for
// and why (docs/extension.md "Permissions"):
// - activeTab: the page the person is on, only after they click the button or press the shortcut,
//   and only that tab; no host permissions, no content script on every page;
// - scripting: to read that page's HTML once, and to scroll to a phrase when asked;
// - storage: the result per tab (storage.session: gone when the browser closes) and the server
//   address (storage.local).
// The lookup needs no host permission: the server answers extension origins with CORS.

export interface ManifestOptions {
  version: string;
  /** The HypeCheck server the lookup asks by default (PUBLIC_ORIGIN at build time). */
  serverOrigin: string;
}

export const SHORTCUT = "Alt+Shift+H";

export function extensionManifest(options: ManifestOptions) {
  const icons = {
    16: "icons/icon-16.png",
    32: "icons/icon-32.png",
    48: "icons/icon-48.png",
    128: "icons/icon-128.png",
  };
  return {
    manifest_version: 3,
    name: "HypeCheck",
    short_name: "HypeCheck",
    version: options.version,
    description:
      "Checks the course sales page you are on for hype, hidden terms and income claims, in your browser, when you click.",
    homepage_url: options.serverOrigin,
    icons,
    action: { default_title: "HypeCheck: check this page", default_popup: "popup.html", default_icon: icons },
    // Chromium runs the service worker; Firefox, which has no extension service workers, runs the same
    // file as a background script (Chromium ignores "scripts" when "service_worker" is given).
    background: { service_worker: "background.js", scripts: ["background.js"], type: "module" },
    options_ui: { page: "options.html", open_in_tab: true },
    permissions: ["activeTab", "scripting", "storage"],
    commands: {
      _execute_action: {
        suggested_key: { default: SHORTCUT },
        description: "Check this page with HypeCheck",
      },
    },
    content_security_policy: {
      extension_pages: "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    },
    minimum_chrome_version: "120",
    browser_specific_settings: { gecko: { id: "extension@hypecheck.invalid", strict_min_version: "128.0" } },
  };
}
