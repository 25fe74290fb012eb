import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirecciones_tipo" AS ENUM('301', '302');
  CREATE TABLE "redirecciones" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"desde" varchar NOT NULL,
  	"hasta" varchar NOT NULL,
  	"tipo" "enum_redirecciones_tipo" DEFAULT '301' NOT NULL,
  	"activa" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "direcciones_no_encontradas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"veces" numeric DEFAULT 0 NOT NULL,
  	"primera_vez" timestamp(3) with time zone NOT NULL,
  	"ultima_vez" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "programas" ADD COLUMN "seo_meta_titulo" varchar;
  ALTER TABLE "programas" ADD COLUMN "seo_meta_descripcion" varchar;
  ALTER TABLE "programas" ADD COLUMN "seo_meta_imagen_id" integer;
  ALTER TABLE "_programas_v" ADD COLUMN "version_seo_meta_titulo" varchar;
  ALTER TABLE "_programas_v" ADD COLUMN "version_seo_meta_descripcion" varchar;
  ALTER TABLE "_programas_v" ADD COLUMN "version_seo_meta_imagen_id" integer;
  ALTER TABLE "conocer" ADD COLUMN "seo_meta_titulo" varchar;
  ALTER TABLE "conocer" ADD COLUMN "seo_meta_descripcion" varchar;
  ALTER TABLE "conocer" ADD COLUMN "seo_meta_imagen_id" integer;
  ALTER TABLE "_conocer_v" ADD COLUMN "version_seo_meta_titulo" varchar;
  ALTER TABLE "_conocer_v" ADD COLUMN "version_seo_meta_descripcion" varchar;
  ALTER TABLE "_conocer_v" ADD COLUMN "version_seo_meta_imagen_id" integer;
  ALTER TABLE "comunicaciones" ADD COLUMN "seo_meta_titulo" varchar;
  ALTER TABLE "comunicaciones" ADD COLUMN "seo_meta_descripcion" varchar;
  ALTER TABLE "comunicaciones" ADD COLUMN "seo_meta_imagen_id" integer;
  ALTER TABLE "_comunicaciones_v" ADD COLUMN "version_seo_meta_titulo" varchar;
  ALTER TABLE "_comunicaciones_v" ADD COLUMN "version_seo_meta_descripcion" varchar;
  ALTER TABLE "_comunicaciones_v" ADD COLUMN "version_seo_meta_imagen_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirecciones_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "direcciones_no_encontradas_id" integer;
  CREATE UNIQUE INDEX "redirecciones_desde_idx" ON "redirecciones" USING btree ("desde");
  CREATE INDEX "redirecciones_updated_at_idx" ON "redirecciones" USING btree ("updated_at");
  CREATE INDEX "redirecciones_created_at_idx" ON "redirecciones" USING btree ("created_at");
  CREATE UNIQUE INDEX "direcciones_no_encontradas_path_idx" ON "direcciones_no_encontradas" USING btree ("path");
  CREATE INDEX "direcciones_no_encontradas_veces_idx" ON "direcciones_no_encontradas" USING btree ("veces");
  CREATE INDEX "direcciones_no_encontradas_ultima_vez_idx" ON "direcciones_no_encontradas" USING btree ("ultima_vez");
  CREATE INDEX "direcciones_no_encontradas_updated_at_idx" ON "direcciones_no_encontradas" USING btree ("updated_at");
  CREATE INDEX "direcciones_no_encontradas_created_at_idx" ON "direcciones_no_encontradas" USING btree ("created_at");
  ALTER TABLE "programas" ADD CONSTRAINT "programas_seo_meta_imagen_id_media_id_fk" FOREIGN KEY ("seo_meta_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programas_v" ADD CONSTRAINT "_programas_v_version_seo_meta_imagen_id_media_id_fk" FOREIGN KEY ("version_seo_meta_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conocer" ADD CONSTRAINT "conocer_seo_meta_imagen_id_media_id_fk" FOREIGN KEY ("seo_meta_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_conocer_v" ADD CONSTRAINT "_conocer_v_version_seo_meta_imagen_id_media_id_fk" FOREIGN KEY ("version_seo_meta_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comunicaciones" ADD CONSTRAINT "comunicaciones_seo_meta_imagen_id_media_id_fk" FOREIGN KEY ("seo_meta_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_comunicaciones_v" ADD CONSTRAINT "_comunicaciones_v_version_seo_meta_imagen_id_media_id_fk" FOREIGN KEY ("version_seo_meta_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirecciones_fk" FOREIGN KEY ("redirecciones_id") REFERENCES "public"."redirecciones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_direcciones_no_encontradas_fk" FOREIGN KEY ("direcciones_no_encontradas_id") REFERENCES "public"."direcciones_no_encontradas"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "programas_seo_seo_meta_imagen_idx" ON "programas" USING btree ("seo_meta_imagen_id");
  CREATE INDEX "_programas_v_version_seo_version_seo_meta_imagen_idx" ON "_programas_v" USING btree ("version_seo_meta_imagen_id");
  CREATE INDEX "conocer_seo_seo_meta_imagen_idx" ON "conocer" USING btree ("seo_meta_imagen_id");
  CREATE INDEX "_conocer_v_version_seo_version_seo_meta_imagen_idx" ON "_conocer_v" USING btree ("version_seo_meta_imagen_id");
  CREATE INDEX "comunicaciones_seo_seo_meta_imagen_idx" ON "comunicaciones" USING btree ("seo_meta_imagen_id");
  CREATE INDEX "_comunicaciones_v_version_seo_version_seo_meta_imagen_idx" ON "_comunicaciones_v" USING btree ("version_seo_meta_imagen_id");
  CREATE INDEX "payload_locked_documents_rels_redirecciones_id_idx" ON "payload_locked_documents_rels" USING btree ("redirecciones_id");
  CREATE INDEX "payload_locked_documents_rels_direcciones_no_encontradas_idx" ON "payload_locked_documents_rels" USING btree ("direcciones_no_encontradas_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirecciones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "direcciones_no_encontradas" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirecciones" CASCADE;
  DROP TABLE "direcciones_no_encontradas" CASCADE;
  ALTER TABLE "programas" DROP CONSTRAINT "programas_seo_meta_imagen_id_media_id_fk";
  
  ALTER TABLE "_programas_v" DROP CONSTRAINT "_programas_v_version_seo_meta_imagen_id_media_id_fk";
  
  ALTER TABLE "conocer" DROP CONSTRAINT "conocer_seo_meta_imagen_id_media_id_fk";
  
  ALTER TABLE "_conocer_v" DROP CONSTRAINT "_conocer_v_version_seo_meta_imagen_id_media_id_fk";
  
  ALTER TABLE "comunicaciones" DROP CONSTRAINT "comunicaciones_seo_meta_imagen_id_media_id_fk";
  
  ALTER TABLE "_comunicaciones_v" DROP CONSTRAINT "_comunicaciones_v_version_seo_meta_imagen_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirecciones_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_direcciones_no_encontradas_fk";
  
  DROP INDEX "programas_seo_seo_meta_imagen_idx";
  DROP INDEX "_programas_v_version_seo_version_seo_meta_imagen_idx";
  DROP INDEX "conocer_seo_seo_meta_imagen_idx";
  DROP INDEX "_conocer_v_version_seo_version_seo_meta_imagen_idx";
  DROP INDEX "comunicaciones_seo_seo_meta_imagen_idx";
  DROP INDEX "_comunicaciones_v_version_seo_version_seo_meta_imagen_idx";
  DROP INDEX "payload_locked_documents_rels_redirecciones_id_idx";
  DROP INDEX "payload_locked_documents_rels_direcciones_no_encontradas_idx";
  ALTER TABLE "programas" DROP COLUMN "seo_meta_titulo";
  ALTER TABLE "programas" DROP COLUMN "seo_meta_descripcion";
  ALTER TABLE "programas" DROP COLUMN "seo_meta_imagen_id";
  ALTER TABLE "_programas_v" DROP COLUMN "version_seo_meta_titulo";
  ALTER TABLE "_programas_v" DROP COLUMN "version_seo_meta_descripcion";
  ALTER TABLE "_programas_v" DROP COLUMN "version_seo_meta_imagen_id";
  ALTER TABLE "conocer" DROP COLUMN "seo_meta_titulo";
  ALTER TABLE "conocer" DROP COLUMN "seo_meta_descripcion";
  ALTER TABLE "conocer" DROP COLUMN "seo_meta_imagen_id";
  ALTER TABLE "_conocer_v" DROP COLUMN "version_seo_meta_titulo";
  ALTER TABLE "_conocer_v" DROP COLUMN "version_seo_meta_descripcion";
  ALTER TABLE "_conocer_v" DROP COLUMN "version_seo_meta_imagen_id";
  ALTER TABLE "comunicaciones" DROP COLUMN "seo_meta_titulo";
  ALTER TABLE "comunicaciones" DROP COLUMN "seo_meta_descripcion";
  ALTER TABLE "comunicaciones" DROP COLUMN "seo_meta_imagen_id";
  ALTER TABLE "_comunicaciones_v" DROP COLUMN "version_seo_meta_titulo";
  ALTER TABLE "_comunicaciones_v" DROP COLUMN "version_seo_meta_descripcion";
  ALTER TABLE "_comunicaciones_v" DROP COLUMN "version_seo_meta_imagen_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirecciones_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "direcciones_no_encontradas_id";
  DROP TYPE "public"."enum_redirecciones_tipo";`)
}
