-- Search postings (docs/decisions/0013-catalogue-search-in-the-database.md): one row per word of each course
-- in the catalogue, with the keys search reads candidates in, so a search reads the best entries of
-- a word's postings instead of every course that matches it; and how many courses each word has,
-- so a search reads its rarest word's. Kept by statement-level triggers on courses reading
-- transition tables (as search_words is), so a bulk insert costs two extra statements.
CREATE TABLE "course_search_term_counts" (
	"term" text PRIMARY KEY NOT NULL,
	"courses" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_search_terms" (
	"term" text NOT NULL,
	"course_id" integer NOT NULL,
	"in_title" boolean NOT NULL,
	"is_verified" boolean NOT NULL,
	"trust_score" integer,
	"category_id" integer NOT NULL,
	CONSTRAINT "course_search_terms_pkey" PRIMARY KEY("course_id","term")
);
--> statement-breakpoint
INSERT INTO "course_search_terms" ("term", "course_id", "in_title", "is_verified", "trust_score", "category_id")
SELECT t.lexeme, c."id", 'A' = ANY(t.weights), c."is_verified", c."trust_score", c."category_id"
FROM "courses" c, unnest(c."search_vector") AS t
WHERE c."editorial_status" <> 'archived';
--> statement-breakpoint
INSERT INTO "course_search_term_counts" ("term", "courses")
SELECT "term", count(*) FROM "course_search_terms" GROUP BY "term";
--> statement-breakpoint
CREATE INDEX "course_search_terms_best_idx" ON "course_search_terms" USING btree ("term","in_title" DESC NULLS LAST,"is_verified" DESC NULLS LAST,"trust_score" DESC NULLS LAST,"course_id","category_id");
--> statement-breakpoint
CREATE INDEX "courses_title_lower_idx" ON "courses" USING btree (lower("title"));
--> statement-breakpoint
-- The counts change in one upsert per statement, in term order, so concurrent writers take their
-- row locks in the same order.
CREATE FUNCTION "courses_search_terms_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "added" AS (
    INSERT INTO "course_search_terms" ("term", "course_id", "in_title", "is_verified", "trust_score", "category_id")
    SELECT t.lexeme, c."id", 'A' = ANY(t.weights), c."is_verified", c."trust_score", c."category_id"
    FROM "inserted_courses" c, unnest(c."search_vector") AS t
    WHERE c."editorial_status" <> 'archived'
    RETURNING "term"
  )
  INSERT INTO "course_search_term_counts" ("term", "courses")
  SELECT "term", count(*) FROM "added" GROUP BY "term" ORDER BY "term"
  ON CONFLICT ("term") DO UPDATE SET "courses" = "course_search_term_counts"."courses" + excluded."courses";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only courses whose words or ranking keys changed are touched (a review count moving is not): the
-- words they keep get the new keys in place, words gone (all of them, once archived) are deleted
-- and new words inserted.
CREATE FUNCTION "courses_search_terms_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "course_search_terms" s
  SET "in_title" = 'A' = ANY(t.weights), "is_verified" = n."is_verified", "trust_score" = n."trust_score",
      "category_id" = n."category_id"
  FROM "new_courses" n JOIN "old_courses" o ON o."id" = n."id", unnest(n."search_vector") AS t
  WHERE s."course_id" = n."id" AND s."term" = t.lexeme AND n."editorial_status" <> 'archived'
    AND (n."search_vector", n."is_verified", n."trust_score", n."category_id", n."editorial_status")
      IS DISTINCT FROM (o."search_vector", o."is_verified", o."trust_score", o."category_id", o."editorial_status")
    AND (s."in_title", s."is_verified", s."trust_score", s."category_id")
      IS DISTINCT FROM ('A' = ANY(t.weights), n."is_verified", n."trust_score", n."category_id");
  WITH "changed" AS (
    SELECT n.* FROM "new_courses" n JOIN "old_courses" o ON o."id" = n."id"
    WHERE (n."search_vector", n."is_verified", n."trust_score", n."category_id", n."editorial_status")
      IS DISTINCT FROM (o."search_vector", o."is_verified", o."trust_score", o."category_id", o."editorial_status")
  ), "gone" AS (
    DELETE FROM "course_search_terms" s USING "changed" n
    WHERE s."course_id" = n."id"
      AND (n."editorial_status" = 'archived' OR NOT (s."term" = ANY(tsvector_to_array(n."search_vector"))))
    RETURNING s."term"
  ), "added" AS (
    INSERT INTO "course_search_terms" ("term", "course_id", "in_title", "is_verified", "trust_score", "category_id")
    SELECT t.lexeme, n."id", 'A' = ANY(t.weights), n."is_verified", n."trust_score", n."category_id"
    FROM "changed" n, unnest(n."search_vector") AS t
    WHERE n."editorial_status" <> 'archived'
    ON CONFLICT ("course_id", "term") DO NOTHING
    RETURNING "term"
  )
  INSERT INTO "course_search_term_counts" ("term", "courses")
  SELECT "term", sum(d)::int
  FROM (SELECT "term", -1 AS d FROM "gone" UNION ALL SELECT "term", 1 AS d FROM "added") x
  GROUP BY "term" ORDER BY "term"
  ON CONFLICT ("term") DO UPDATE SET "courses" = "course_search_term_counts"."courses" + excluded."courses";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "courses_search_terms_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "gone" AS (
    DELETE FROM "course_search_terms" s USING "deleted_courses" d WHERE s."course_id" = d."id"
    RETURNING s."term"
  )
  INSERT INTO "course_search_term_counts" ("term", "courses")
  SELECT "term", -count(*) FROM "gone" GROUP BY "term" ORDER BY "term"
  ON CONFLICT ("term") DO UPDATE SET "courses" = "course_search_term_counts"."courses" + excluded."courses";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "courses_search_terms_insert" AFTER INSERT ON "courses"
  REFERENCING NEW TABLE AS "inserted_courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "courses_search_terms_insert"();
--> statement-breakpoint
CREATE TRIGGER "courses_search_terms_update" AFTER UPDATE ON "courses"
  REFERENCING OLD TABLE AS "old_courses" NEW TABLE AS "new_courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "courses_search_terms_update"();
--> statement-breakpoint
CREATE TRIGGER "courses_search_terms_delete" AFTER DELETE ON "courses"
  REFERENCING OLD TABLE AS "deleted_courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "courses_search_terms_delete"();
