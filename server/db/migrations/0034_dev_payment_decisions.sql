CREATE TABLE "dev_payment_decisions" (
	"provider_ref" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
