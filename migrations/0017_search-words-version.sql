-- The vocabulary's version (docs/decisions/0013-catalogue-search-in-the-database.md): search keeps the typo
-- corrections it made from search_words in memory only while this number stays the same, so a word
-- a new course brings is used at once. One row; a statement-level trigger on search_words moves it
-- when a statement adds at least one word (the words' insert ignores words already there, so most
-- course writes leave it, and its row lock, alone).
CREATE TABLE "search_words_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_words_version_one_row" CHECK ("search_words_version"."one")
);
--> statement-breakpoint
INSERT INTO "search_words_version" ("one", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION "search_words_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_words_version" SET "version" = "version" + 1 WHERE EXISTS (SELECT 1 FROM "added_words");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_words_version_bump" AFTER INSERT ON "search_words"
  REFERENCING NEW TABLE AS "added_words"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_version_bump"();
