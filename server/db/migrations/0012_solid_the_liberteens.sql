CREATE TABLE "service_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"author" text NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_chats" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_author" text NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_chat_messages" ADD CONSTRAINT "service_chat_messages_chat_id_service_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."service_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_chat_messages_chat" ON "service_chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "service_chats_waiting" ON "service_chats" USING btree ("last_author","last_message_at");