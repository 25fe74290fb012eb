import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "captchas_usados" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"firma" varchar NOT NULL,
  	"vence_el" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "envios_formularios" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"clave" varchar NOT NULL,
  	"formulario" varchar NOT NULL,
  	"resultado" numeric NOT NULL,
  	"vence_el" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "captchas_usados_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "envios_formularios_id" integer;
  CREATE UNIQUE INDEX "captchas_usados_firma_idx" ON "captchas_usados" USING btree ("firma");
  CREATE INDEX "captchas_usados_vence_el_idx" ON "captchas_usados" USING btree ("vence_el");
  CREATE INDEX "captchas_usados_updated_at_idx" ON "captchas_usados" USING btree ("updated_at");
  CREATE INDEX "captchas_usados_created_at_idx" ON "captchas_usados" USING btree ("created_at");
  CREATE UNIQUE INDEX "envios_formularios_clave_idx" ON "envios_formularios" USING btree ("clave");
  CREATE INDEX "envios_formularios_vence_el_idx" ON "envios_formularios" USING btree ("vence_el");
  CREATE INDEX "envios_formularios_updated_at_idx" ON "envios_formularios" USING btree ("updated_at");
  CREATE INDEX "envios_formularios_created_at_idx" ON "envios_formularios" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_captchas_usados_fk" FOREIGN KEY ("captchas_usados_id") REFERENCES "public"."captchas_usados"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_envios_formularios_fk" FOREIGN KEY ("envios_formularios_id") REFERENCES "public"."envios_formularios"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_captchas_usados_id_idx" ON "payload_locked_documents_rels" USING btree ("captchas_usados_id");
  CREATE INDEX "payload_locked_documents_rels_envios_formularios_id_idx" ON "payload_locked_documents_rels" USING btree ("envios_formularios_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "captchas_usados" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "envios_formularios" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "captchas_usados" CASCADE;
  DROP TABLE "envios_formularios" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_captchas_usados_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_envios_formularios_fk";
  
  DROP INDEX "payload_locked_documents_rels_captchas_usados_id_idx";
  DROP INDEX "payload_locked_documents_rels_envios_formularios_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "captchas_usados_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "envios_formularios_id";`)
}
