import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "vistas_compartidas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"documento" varchar NOT NULL,
  	"ruta" varchar NOT NULL,
  	"titulo" varchar NOT NULL,
  	"clave" varchar NOT NULL,
  	"vence" timestamp(3) with time zone NOT NULL,
  	"creada_por_id" integer,
  	"creada_por_nombre" varchar,
  	"revocada" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vistas_compartidas_id" integer;
  ALTER TABLE "vistas_compartidas" ADD CONSTRAINT "vistas_compartidas_creada_por_id_users_id_fk" FOREIGN KEY ("creada_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "vistas_compartidas_documento_idx" ON "vistas_compartidas" USING btree ("documento");
  CREATE UNIQUE INDEX "vistas_compartidas_clave_idx" ON "vistas_compartidas" USING btree ("clave");
  CREATE INDEX "vistas_compartidas_creada_por_idx" ON "vistas_compartidas" USING btree ("creada_por_id");
  CREATE INDEX "vistas_compartidas_updated_at_idx" ON "vistas_compartidas" USING btree ("updated_at");
  CREATE INDEX "vistas_compartidas_created_at_idx" ON "vistas_compartidas" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vistas_compartidas_fk" FOREIGN KEY ("vistas_compartidas_id") REFERENCES "public"."vistas_compartidas"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_vistas_compartidas_id_idx" ON "payload_locked_documents_rels" USING btree ("vistas_compartidas_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vistas_compartidas" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vistas_compartidas" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vistas_compartidas_fk";
  
  DROP INDEX "payload_locked_documents_rels_vistas_compartidas_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vistas_compartidas_id";`)
}
