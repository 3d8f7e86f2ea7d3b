// /cookies: every cookie and browser-storage key the app actually sets (src/server/plugins/auth.ts,
// src/server/modules/analyzer/visitor-cookie.ts, src/client/lib/theme.ts, components/ui/toast.tsx), with
// purpose and lifetime. Names the browser cannot import from server code are written out here; keep
// them in step with those files.
import { SESSION_HINT_COOKIE } from "../../../../shared/contracts/session-hint";
import { GUEST_AI_LOOKS } from "../../../../shared/domain/plans";
import { TableHead } from "../../../components/ui/table";
import { THEME_STORAGE_KEY } from "../../../lib/theme";
import { type LegalSection, legalPage, TextLink } from "../components/legal-page";
import { LAST_UPDATED } from "../lib/legal-facts";

interface StorageItem {
  name: string;
  /** The name on the live (HTTPS) site, when it differs. */
  liveName?: string;
  kind: string;
  purpose: string;
  lifetime: string;
}

const COOKIES: readonly StorageItem[] = [
  {
    name: "hc_session",
    liveName: "__Host-hc_session",
    kind: "Cookie, HttpOnly, SameSite=Lax",
    purpose: "Keeps you signed in. Holds a random session token; the server stores only its hash.",
    lifetime: "30 days after you last used the site; deleted when you sign out",
  },
  {
    name: SESSION_HINT_COOKIE,
    kind: "Cookie, SameSite=Lax",
    purpose:
      "Tells the page that a session may exist, so a signed-out visit does not ask the server who you are. Holds no secret (just 1).",
    lifetime: "Set and cleared together with the session cookie",
  },
  {
    name: "hc_visitor",
    liveName: "__Host-hc_visitor",
    kind: "Cookie, HttpOnly, SameSite=Lax",
    purpose: `A random anonymous id that counts a signed-out browser's ${GUEST_AI_LOOKS} AI quick looks, and (hashed) unique clicks on affiliate links. It is not linked to who you are.`,
    lifetime: "1 year; set only when you use an AI quick look or follow an affiliate link",
  },
];

const STORAGE: readonly StorageItem[] = [
  {
    name: THEME_STORAGE_KEY,
    kind: "Local storage",
    purpose: "Remembers whether you chose the light or dark theme.",
    lifetime: "Until you clear your browser's site data",
  },
  {
    name: "hypecheck-flash-toast",
    kind: "Session storage",
    purpose: "Carries a short notice (such as 'Signed out') across a page change.",
    lifetime: "Removed as soon as the notice is shown",
  },
];

function LiveName({ item }: { item: StorageItem }) {
  if (!item.liveName) return null;
  return (
    <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
      On the live site: <code className="font-mono break-all">{item.liveName}</code>
    </span>
  );
}

function StorageTable({ caption, items }: { caption: string; items: readonly StorageItem[] }) {
  return (
    <>
      {/* Wide screens: a table. */}
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 md:block dark:border-slate-800">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <TableHead
            className="bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100"
            columns={["Name", "Purpose", "Lifetime"].map((label) => [label, "p-3 font-semibold"] as const)}
          />
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {items.map((item) => (
              <tr key={item.name} className="align-top">
                <th scope="row" className="p-3 font-normal">
                  <code className="font-mono text-sm font-semibold text-slate-900 break-all dark:text-slate-100">
                    {item.name}
                  </code>
                  <LiveName item={item} />
                  <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">{item.kind}</span>
                </th>
                <td className="p-3">{item.purpose}</td>
                <td className="p-3">{item.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Narrow screens: one card per item, so nothing scrolls sideways. */}
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {items.map((item) => (
          <li
            key={item.name}
            className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800"
          >
            <code className="font-mono font-semibold text-slate-900 break-all dark:text-slate-100">
              {item.name}
            </code>
            <LiveName item={item} />
            <p className="text-xs text-slate-500 dark:text-slate-400">{item.kind}</p>
            <p className="mt-2">{item.purpose}</p>
            <p className="mt-1">
              <span className="font-medium">Lifetime:</span> {item.lifetime}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

const SECTIONS: readonly LegalSection[] = [
  {
    id: "summary",
    title: "In short",
    body: (
      <p>
        HypeCheck sets only the cookies it needs to work. There are no advertising, analytics or tracking
        cookies, and no third-party cookies, so there is nothing to opt out of and no cookie banner.
      </p>
    ),
  },
  {
    id: "cookies",
    title: "Cookies we set",
    body: <StorageTable caption="Cookies" items={COOKIES} />,
  },
  {
    id: "local-storage",
    title: "Browser storage",
    body: <StorageTable caption="Browser storage" items={STORAGE} />,
  },
  {
    id: "control",
    title: "Your control",
    body: (
      <p>
        You can delete these in your browser's settings at any time. Deleting the session cookie signs you
        out; deleting the visitor cookie starts a new anonymous id. More about what we store is in the{" "}
        <TextLink to="/privacy-policy">privacy policy</TextLink>.
      </p>
    ),
  },
];

export const CookiesPage = legalPage({
  title: "Cookie Policy",
  updated: LAST_UPDATED.cookies,
  intro: <p>Every cookie and browser-storage item HypeCheck uses, what it is for and how long it lasts.</p>,
  sections: SECTIONS,
});
