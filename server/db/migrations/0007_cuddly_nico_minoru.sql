-- The payment password moves to members (where withdrawals read it); keep what registration stored.
UPDATE "members" SET "payment_password_hash" = "member_profiles"."payment_password_hash" FROM "member_profiles" WHERE "member_profiles"."member_id" = "members"."id" AND "members"."payment_password_hash" IS NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" DROP COLUMN "payment_password_hash";
