// The creator directory (search and filter, with figures summed over each creator's courses) and
// one creator's profile with a page of their courses. Nothing unreviewed changes what the public
// sees of a creator: the directory lists published creators only, and a creator's figures and
// profile count their published courses only (a course a member submitted counts once an admin
// accepts it). A creator a submission brought (unreviewed) has a profile of its own, showing its
// unreviewed course with its badge, and is not in the directory.
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type {
  CreatorDetail,
  CreatorDetailQuery,
  CreatorListItem,
  CreatorListQuery,
} from "../../../shared/contracts/creators";
import type { Db } from "../../db/client";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { NotFoundError } from "../../lib/errors";
import { FEATURED_ORDER, summaryPage, toCourseSummary } from "../courses/course-rows";
import { confirmedRecords } from "../public-records/public-records.read";

export const CREATOR_NOT_FOUND = "Creator not found";
/**
 * The most creators one list answers with. The directory has no paging; the demo
 * catalogue has 60 creators, and this bounds the answer should a catalogue grow past a screenful.
 */
export const CREATOR_LIST_MAX = 500;

export interface CreatorService {
  list(query: CreatorListQuery): Promise<CreatorListItem[]>;
  get(slug: string, query: CreatorDetailQuery): Promise<CreatorDetail>;
}

interface ListRow {
  id: number;
  slug: string;
  name: string;
  avatar: string | null;
  verificationStatus: CreatorListItem["verificationStatus"];
  bio: string;
  specialties: string[];
  website: string | null;
  courseCount: number;
  trustScore: number | null;
  averageRating: number | string | null;
  reviewCount: number;
  totalStudents: number | string;
}

/** The word similarity from which a search names a creator ("linqvane" for "Lindqvane" is 0.58). */
const NAME_SIMILARITY = 0.5;

export function createCreatorService(db: Db): CreatorService {
  /** Everything a search looks in, lower case: name, specialties and background. */
  const haystack = sql`lower(cr.name || ' ' || array_to_string(cr.specialties, ' ') || ' ' || cr.background)`;

  /**
   * Typo-tolerant match: the whole query is close to a stretch of the name (word similarity of at
   * least NAME_SIMILARITY: one letter missing from the middle of a long surname scores about 0.58),
   * the specialties or the background (pg_trgm's "<%", 0.6), or every word of it is found in them,
   * as a substring or a close word ("beekeping" finds "Beekeeping").
   */
  function searchCondition(q: string): SQL {
    return sql`(
      word_similarity(${q}, cr.name) >= ${NAME_SIMILARITY}
      or ${q} <% array_to_string(cr.specialties, ' ')
      or ${q} <% cr.background
      or not exists (
        select 1 from regexp_split_to_table(lower(${q}), '[^[:alnum:]]+') as w(word)
        where w.word <> '' and not (strpos(${haystack}, w.word) > 0 or w.word <% ${haystack})
      )
    )`;
  }

  return {
    async list(query) {
      const where: SQL[] = [sql`cr.editorial_status = 'published'`];
      if (query.filter === "verified") where.push(sql`cr.verification_status = 'verified'`);
      // "Unverified" is everyone not verified: unverified and suspicious alike.
      if (query.filter === "unverified") where.push(sql`cr.verification_status <> 'verified'`);
      if (query.search !== undefined) where.push(searchCondition(query.search));
      const q = query.search;
      // With a search, the closest names first; then verified creators, by trust score, by name.
      const order = sql.join(
        [
          ...(q === undefined
            ? []
            : [
                sql`greatest(word_similarity(${q}, cr.name), word_similarity(${q}, array_to_string(cr.specialties, ' ')) * 0.9, word_similarity(${q}, cr.background) * 0.8) desc`,
              ]),
          sql`(cr.verification_status = 'verified') desc`,
          sql`s.trust_score desc nulls last`,
          sql`cr.name asc`,
          sql`cr.id asc`,
        ],
        sql`, `,
      );
      const statement = sql`select cr.id, cr.slug, cr.name, cr.avatar_url as avatar,
          cr.verification_status as "verificationStatus", cr.bio, cr.specialties,
          cr.website_url as website, s.course_count as "courseCount", s.trust_score as "trustScore",
          s.average_rating as "averageRating", s.review_count as "reviewCount",
          s.total_students as "totalStudents"
        from creators cr
        cross join lateral (
          select count(*)::int as course_count,
            round(avg(c.trust_score))::int as trust_score,
            -- Each course's mean weighs as many approved reviews as it has: the creator's mean rating.
            round(sum(c.average_rating * c.review_count) filter (where c.average_rating is not null)
              / nullif(sum(c.review_count) filter (where c.average_rating is not null), 0), 2)::float8
              as average_rating,
            coalesce(sum(c.review_count) filter (where c.average_rating is not null), 0)::int as review_count,
            coalesce(sum(c.student_count), 0)::float8 as total_students
          from courses c where c.creator_id = cr.id and c.editorial_status = 'published'
        ) s
        where ${where.length > 0 ? sql.join(where, sql` and `) : sql`true`}
        order by ${order}
        limit ${CREATOR_LIST_MAX}`;
      const { rows } = (await db.execute(statement)) as unknown as { rows: ListRow[] };
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        avatar: row.avatar,
        isVerified: row.verificationStatus === "verified",
        verificationStatus: row.verificationStatus,
        trustScore: row.trustScore === null ? null : Number(row.trustScore),
        bio: row.bio,
        courseCount: Number(row.courseCount),
        averageRating: row.averageRating === null ? null : Number(row.averageRating),
        reviewCount: Number(row.reviewCount),
        totalStudents: Number(row.totalStudents),
        specialties: row.specialties,
        website: row.website,
      }));
    },

    async get(slug, query) {
      const [creator] = await db.select().from(creators).where(eq(creators.slug, slug));
      if (!creator) throw new NotFoundError(CREATOR_NOT_FOUND);
      const offset = (query.page - 1) * query.pageSize;
      // A published creator's accepted courses; an unreviewed creator's own (unreviewed) ones.
      const shown =
        creator.editorialStatus === "unreviewed"
          ? or(eq(courses.editorialStatus, "published"), eq(courses.editorialStatus, "unreviewed"))
          : eq(courses.editorialStatus, "published");
      const mine = and(eq(courses.creatorId, creator.id), shown);
      const [{ rows, total }, publicRecords] = await Promise.all([
        summaryPage(db, mine, FEATURED_ORDER, { pageSize: query.pageSize, offset }),
        confirmedRecords(db, creator.id),
      ]);
      return {
        id: creator.id,
        slug: creator.slug,
        name: creator.name,
        avatar: creator.avatarUrl,
        verified: creator.verificationStatus === "verified",
        verificationStatus: creator.verificationStatus,
        bio: creator.bio,
        background: creator.background,
        specialties: creator.specialties,
        siteUrl: creator.websiteUrl,
        socials: { youtube: creator.youtubeUrl, instagram: creator.instagramUrl, x: creator.xUrl },
        courses: {
          items: rows.map((row) => ({ ...toCourseSummary(row), instructorBio: creator.bio })),
          total,
          hasMore: offset + rows.length < total,
        },
        publicRecords,
      };
    },
  };
}
