-- A member's chosen head icon among the merchant's (server/accounts/headIcons.ts); null: the merchant's default.
ALTER TABLE "members" ADD COLUMN "head_icon" text;