ALTER TABLE "stores" ADD COLUMN "payment_methods" text[];
