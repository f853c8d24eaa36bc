-- Data only, no schema change. Activity entries written before a count of exactly one took the
-- singular of its unit read "Added 1 hours to …" and "1 of 1 hours earned"; they now read as
-- new entries do: "Added 1 hour to …", "1 of 1 hour earned". Only the product's own wording is
-- matched (credit_added titles, completed and renewed details), with the units of the list.
UPDATE "activities" SET "title" = regexp_replace("title", '^Added 1 (hour|contact hour|CEU|credit|point)s to ', 'Added 1 \1 to ') WHERE "type" = 'credit_added' AND "title" ~ '^Added 1 (hour|contact hour|CEU|credit|point)s to ';--> statement-breakpoint
UPDATE "activities" SET "detail" = regexp_replace("detail", ' of 1 (hour|contact hour|CEU|credit|point)s earned', ' of 1 \1 earned') WHERE "type" IN ('completed', 'renewed') AND "detail" ~ '(^| )\d+ of 1 (hour|contact hour|CEU|credit|point)s earned';
