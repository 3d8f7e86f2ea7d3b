-- Keeps search_words (the vocabulary typo correction matches against) in step with course titles
-- and descriptions: one statement-level trigger per insert/update statement, reading the changed
-- rows from a transition table, so a bulk insert of 1,000 courses costs one extra INSERT.
CREATE FUNCTION "courses_collect_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w
  FROM "changed_courses" c,
       regexp_split_to_table(lower(c."title" || ' ' || c."description"), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 2 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "courses_search_words_insert" AFTER INSERT ON "courses"
  REFERENCING NEW TABLE AS "changed_courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "courses_collect_search_words"();
--> statement-breakpoint
CREATE TRIGGER "courses_search_words_update" AFTER UPDATE ON "courses"
  REFERENCING NEW TABLE AS "changed_courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "courses_collect_search_words"();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w
FROM "courses" c, regexp_split_to_table(lower(c."title" || ' ' || c."description"), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 2 AND 40
ON CONFLICT DO NOTHING;
