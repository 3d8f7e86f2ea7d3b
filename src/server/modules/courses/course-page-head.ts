// The server-rendered <head> of /courses/{id}: title, meta description, Open Graph tags and a
// schema.org Course as JSON-LD (with an AggregateRating only when approved reviews exist), so a
// shared link or a search engine sees the course without running the app. One indexed query.
// JSON-LD is a data block, not a script: the CSP's script-src needs no change for it.
import { parseRowId } from "../../../shared/domain/ids";
import { escapeHtml, jsonForScript, type PageHead, type PageHeadResolver } from "../../plugins/client";
import type { CourseMeta, CourseService } from "./courses.service";

const COURSE_PATH = /^\/courses\/([^/]+)\/?$/;
export const META_DESCRIPTION_MAX = 160;

/** Whitespace collapsed, cut at a word boundary to at most `max` characters (with an ellipsis). */
export function summarize(text: string, max = META_DESCRIPTION_MAX): string {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  if (chars.length <= max) return chars.join("");
  const cut = chars.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  const words = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s.,;:!?\-–—]+$/u, "")}…`;
}

export function courseJsonLd(meta: CourseMeta, url: string | undefined): Record<string, unknown> {
  const rated = meta.reviewCount > 0 && meta.averageRating !== null;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: meta.title,
    description: meta.description,
    ...(url ? { url } : {}),
    // Whether a creator is a person or a company is not on record; Organization is what search
    // engines ask of a Course's provider.
    provider: { "@type": "Organization", name: meta.creatorName },
    ...(rated
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(meta.averageRating),
            reviewCount: meta.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function coursePageHead(meta: CourseMeta, publicOrigin: string | undefined): PageHead {
  const title = `${meta.title} — HypeCheck`;
  const description = summarize(meta.description);
  const url = publicOrigin ? `${publicOrigin.replace(/\/+$/, "")}/courses/${meta.id}` : undefined;
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    property("og:title", meta.title),
    property("og:description", description),
    property("og:type", "website"),
    property("og:site_name", "HypeCheck"),
    ...(url ? [property("og:url", url), `<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
    `<script type="application/ld+json">${jsonForScript(courseJsonLd(meta, url))}</script>`,
  ];
  return { status: 200, title, description, tags: tags.join("") };
}

/** PageHeadResolver for the client plugin: /courses/{id} of an existing course, else null (or 404). */
export function coursePageHeads(courses: CourseService, publicOrigin: string | undefined): PageHeadResolver {
  return async (path) => {
    const match = COURSE_PATH.exec(path);
    if (!match) return null;
    const id = parseRowId(match[1]);
    if (id === null) return { status: 404 };
    const meta = await courses.meta(id);
    return meta ? coursePageHead(meta, publicOrigin) : { status: 404 };
  };
}
