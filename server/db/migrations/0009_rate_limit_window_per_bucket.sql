-- One window per bucket, opened by its first hit, instead of windows aligned to the clock: a bucket may
-- hold several clock windows, and counters are worth nothing once a window ends, so they start afresh.
DELETE FROM "rate_limit_hits";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" DROP CONSTRAINT "rate_limit_hits_bucket_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD PRIMARY KEY ("bucket");
