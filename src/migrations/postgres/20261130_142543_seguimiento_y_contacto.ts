import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_solicitudes_contacto_proximo_contacto_tz" AS ENUM('America/Mazatlan');
  CREATE TABLE "mensajes_admisiones_por_programa" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"correo_asunto" varchar,
  	"correo_texto" varchar,
  	"whatsapp_texto" varchar
  );
  
  CREATE TABLE "mensajes_admisiones" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"correo_asunto" varchar DEFAULT 'Tu solicitud de información sobre {programa}' NOT NULL,
  	"correo_texto" varchar DEFAULT 'Hola, {nombre}:
  
  Soy {asesor}, de admisiones de la Universidad UGC. Recibimos tu solicitud de información sobre {programa} y con gusto te ayudo. ¿A qué hora te puedo llamar para platicar de tus dudas?
  
  Saludos,
  {asesor}' NOT NULL,
  	"whatsapp_texto" varchar DEFAULT 'Hola, {nombre}. Soy {asesor}, de admisiones de la Universidad UGC. Recibimos tu solicitud sobre {programa}. ¿Tienes unos minutos para platicar?' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "mensajes_admisiones_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"programas_id" integer,
  	"conocer_id" integer
  );
  
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "persona" varchar;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "proximo_contacto" timestamp(3) with time zone;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "proximo_contacto_tz" "enum_solicitudes_contacto_proximo_contacto_tz" DEFAULT 'America/Mazatlan';
  ALTER TABLE "mensajes_admisiones_por_programa" ADD CONSTRAINT "mensajes_admisiones_por_programa_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mensajes_admisiones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mensajes_admisiones_rels" ADD CONSTRAINT "mensajes_admisiones_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mensajes_admisiones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mensajes_admisiones_rels" ADD CONSTRAINT "mensajes_admisiones_rels_programas_fk" FOREIGN KEY ("programas_id") REFERENCES "public"."programas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mensajes_admisiones_rels" ADD CONSTRAINT "mensajes_admisiones_rels_conocer_fk" FOREIGN KEY ("conocer_id") REFERENCES "public"."conocer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "mensajes_admisiones_por_programa_order_idx" ON "mensajes_admisiones_por_programa" USING btree ("_order");
  CREATE INDEX "mensajes_admisiones_por_programa_parent_id_idx" ON "mensajes_admisiones_por_programa" USING btree ("_parent_id");
  CREATE INDEX "mensajes_admisiones_rels_order_idx" ON "mensajes_admisiones_rels" USING btree ("order");
  CREATE INDEX "mensajes_admisiones_rels_parent_idx" ON "mensajes_admisiones_rels" USING btree ("parent_id");
  CREATE INDEX "mensajes_admisiones_rels_path_idx" ON "mensajes_admisiones_rels" USING btree ("path");
  CREATE INDEX "mensajes_admisiones_rels_programas_id_idx" ON "mensajes_admisiones_rels" USING btree ("programas_id");
  CREATE INDEX "mensajes_admisiones_rels_conocer_id_idx" ON "mensajes_admisiones_rels" USING btree ("conocer_id");
  CREATE INDEX "solicitudes_contacto_proximo_contacto_idx" ON "solicitudes_contacto" USING btree ("proximo_contacto");
  UPDATE "solicitudes_contacto" SET "persona" = trim("nombre" || ' ' || "apellido");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mensajes_admisiones_por_programa" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mensajes_admisiones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mensajes_admisiones_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mensajes_admisiones_por_programa" CASCADE;
  DROP TABLE "mensajes_admisiones" CASCADE;
  DROP TABLE "mensajes_admisiones_rels" CASCADE;
  DROP INDEX "solicitudes_contacto_proximo_contacto_idx";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "persona";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "proximo_contacto";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "proximo_contacto_tz";
  DROP TYPE "public"."enum_solicitudes_contacto_proximo_contacto_tz";`)
}
