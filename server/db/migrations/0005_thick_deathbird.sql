CREATE TABLE "deposit_bonuses" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"deposit_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"merchant" text NOT NULL,
	"channel" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" text
);
--> statement-breakpoint
CREATE TABLE "operator_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"member_id" integer,
	"amount" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payee_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"signature" text NOT NULL,
	"provider_ref" text,
	"outcome" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"payee_id" integer NOT NULL,
	"payee" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
ALTER TABLE "deposit_bonuses" ADD CONSTRAINT "deposit_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_bonuses" ADD CONSTRAINT "deposit_bonuses_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_accounts" ADD CONSTRAINT "payee_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payee_id_payee_accounts_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payee_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_provider_ref" ON "deposits" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "deposits_member_time" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status" ON "deposits" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "operator_actions_target" ON "operator_actions" USING btree ("target");--> statement-breakpoint
CREATE UNIQUE INDEX "payee_accounts_member_number" ON "payee_accounts" USING btree ("member_id","bank_code","account_number");--> statement-breakpoint
CREATE INDEX "payment_callbacks_signature" ON "payment_callbacks" USING btree ("provider","signature");--> statement-breakpoint
CREATE INDEX "withdrawals_member_time" ON "withdrawals" USING btree ("member_id","requested_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status");