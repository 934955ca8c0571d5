CREATE TABLE "generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"feature" text NOT NULL,
	"prompt" text NOT NULL,
	"output" text NOT NULL,
	"captions" jsonb,
	"platform" text,
	"complexity" text,
	"queries" jsonb,
	"sources" jsonb,
	"engine" text NOT NULL,
	"credits_used" integer NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generations_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_user_feature_idx" ON "generations" USING btree ("user_id","feature","created_at");