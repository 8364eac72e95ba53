CREATE TABLE "sandbox_checkouts" (
	"session_id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text,
	"payment_intent_id" text,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkouts_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_checkouts_paymentIntentId_unique" UNIQUE("payment_intent_id")
);
