import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { linkEveryone } from '@/cms/collections/People/backfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "personas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nombre" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "personas_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "ficha_id" integer;
  ALTER TABLE "registros_evento" ADD COLUMN "ficha_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "personas_id" integer;
  ALTER TABLE "personas_texts" ADD CONSTRAINT "personas_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "personas_updated_at_idx" ON "personas" USING btree ("updated_at");
  CREATE INDEX "personas_created_at_idx" ON "personas" USING btree ("created_at");
  CREATE INDEX "personas_texts_order_parent" ON "personas_texts" USING btree ("order","parent_id");
  CREATE INDEX "personas_texts_text_idx" ON "personas_texts" USING btree ("text");
  ALTER TABLE "solicitudes_contacto" ADD CONSTRAINT "solicitudes_contacto_ficha_id_personas_id_fk" FOREIGN KEY ("ficha_id") REFERENCES "public"."personas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "registros_evento" ADD CONSTRAINT "registros_evento_ficha_id_personas_id_fk" FOREIGN KEY ("ficha_id") REFERENCES "public"."personas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_personas_fk" FOREIGN KEY ("personas_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "solicitudes_contacto_ficha_idx" ON "solicitudes_contacto" USING btree ("ficha_id");
  CREATE INDEX "registros_evento_ficha_idx" ON "registros_evento" USING btree ("ficha_id");
  CREATE INDEX "payload_locked_documents_rels_personas_id_idx" ON "payload_locked_documents_rels" USING btree ("personas_id");`)
  // Every request and registration stored before people existed, linked to its person.
  await linkEveryone(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "personas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personas_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "personas" CASCADE;
  DROP TABLE "personas_texts" CASCADE;
  ALTER TABLE "solicitudes_contacto" DROP CONSTRAINT "solicitudes_contacto_ficha_id_personas_id_fk";
  
  ALTER TABLE "registros_evento" DROP CONSTRAINT "registros_evento_ficha_id_personas_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_personas_fk";
  
  DROP INDEX "solicitudes_contacto_ficha_idx";
  DROP INDEX "registros_evento_ficha_idx";
  DROP INDEX "payload_locked_documents_rels_personas_id_idx";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "ficha_id";
  ALTER TABLE "registros_evento" DROP COLUMN "ficha_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "personas_id";`)
}
