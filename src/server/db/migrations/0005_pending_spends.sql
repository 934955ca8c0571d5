CREATE TABLE "pending_spends" (
	"request_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"feature" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_spends" ADD CONSTRAINT "pending_spends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_spends_created_idx" ON "pending_spends" USING btree ("created_at");--> statement-breakpoint
-- Spends made before this table existed that were neither answered nor refunded (their request died with its
-- process): the recovery pass refunds them like any other orphan.
INSERT INTO "pending_spends" ("request_id", "user_id", "feature", "created_at")
SELECT spend."request_id", spend."user_id", spend."feature", spend."created_at"
FROM "credit_ledger" AS spend
WHERE spend."reason" = 'spend' AND spend."request_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "credit_ledger" AS refund WHERE refund."reason" = 'refund' AND refund."request_id" = spend."request_id")
  AND NOT EXISTS (SELECT 1 FROM "generations" AS answer WHERE answer."request_id" = spend."request_id");
