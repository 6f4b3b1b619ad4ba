CREATE TABLE "agent_codes" (
	"merchant" text NOT NULL,
	"code" text NOT NULL,
	"member_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"register_method" text NOT NULL,
	"register_url" text,
	"domain" text,
	"age_confirmed_at" timestamp with time zone NOT NULL,
	"minimum_age" integer NOT NULL,
	"dialing_code" text,
	"payment_password_hash" text,
	"recommender_id" integer,
	"affiliate_code" text,
	"id_number" text,
	"qq_num" text,
	"facebook" text,
	"wechat" text,
	"line" text,
	"whatsapp" text,
	"zalo" text,
	"payee_name" text
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"bucket" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_codes" ADD CONSTRAINT "agent_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_recommender_id_members_id_fk" FOREIGN KEY ("recommender_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_codes_merchant_code_ci" ON "agent_codes" USING btree ("merchant",upper("code"));--> statement-breakpoint
CREATE INDEX "dev_outbox_recipient" ON "dev_outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "verification_codes_key" ON "verification_codes" USING btree ("merchant","purpose","target");