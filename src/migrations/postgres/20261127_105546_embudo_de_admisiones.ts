import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_solicitudes_contacto_seguimiento_tipo" AS ENUM('nota', 'llamada', 'correo', 'whatsapp', 'reunion');
  CREATE TYPE "public"."enum_solicitudes_contacto_historial_de" AS ENUM('nueva', 'contactada', 'en-seguimiento', 'cita-agendada', 'inscrita', 'descartada');
  CREATE TYPE "public"."enum_solicitudes_contacto_historial_a" AS ENUM('nueva', 'contactada', 'en-seguimiento', 'cita-agendada', 'inscrita', 'descartada');
  CREATE TYPE "public"."enum_solicitudes_contacto_motivo_descarte" AS ENUM('sin-respuesta', 'datos-incorrectos', 'otra-institucion', 'costo', 'programa-no-ofrecido', 'otro-ciclo', 'ubicacion', 'otro');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'acusarSolicitud' BEFORE 'enviarCorreoCuenta';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'acusarSolicitud' BEFORE 'enviarCorreoCuenta';
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"programas_id" integer,
  	"conocer_id" integer
  );
  
  CREATE TABLE "solicitudes_contacto_seguimiento" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tipo" "enum_solicitudes_contacto_seguimiento_tipo" DEFAULT 'llamada' NOT NULL,
  	"texto" varchar NOT NULL,
  	"por_id" integer,
  	"el" timestamp(3) with time zone
  );
  
  CREATE TABLE "solicitudes_contacto_historial" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"de" "enum_solicitudes_contacto_historial_de",
  	"a" "enum_solicitudes_contacto_historial_a" NOT NULL,
  	"por_id" integer,
  	"el" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "turnos_asignacion" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"clave" varchar NOT NULL,
  	"siguiente" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DATA TYPE text;
  ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DEFAULT 'nueva'::text;
  DROP TYPE "public"."enum_solicitudes_contacto_estado";
  CREATE TYPE "public"."enum_solicitudes_contacto_estado" AS ENUM('nueva', 'contactada', 'en-seguimiento', 'cita-agendada', 'inscrita', 'descartada');
  ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DEFAULT 'nueva'::"public"."enum_solicitudes_contacto_estado";
  ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DATA TYPE "public"."enum_solicitudes_contacto_estado" USING "estado"::"public"."enum_solicitudes_contacto_estado";
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "motivo_descarte" "enum_solicitudes_contacto_motivo_descarte";
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "motivo_descarte_otro" varchar;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "asesor_id" integer;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "primera_respuesta_el" timestamp(3) with time zone;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "minutos_a_primera_respuesta" numeric;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "es_duplicada" boolean DEFAULT false;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "duplicada_de_id" integer;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "acuse_enviado_el" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "turnos_asignacion_id" integer;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_programas_fk" FOREIGN KEY ("programas_id") REFERENCES "public"."programas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_conocer_fk" FOREIGN KEY ("conocer_id") REFERENCES "public"."conocer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solicitudes_contacto_seguimiento" ADD CONSTRAINT "solicitudes_contacto_seguimiento_por_id_users_id_fk" FOREIGN KEY ("por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solicitudes_contacto_seguimiento" ADD CONSTRAINT "solicitudes_contacto_seguimiento_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solicitudes_contacto"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solicitudes_contacto_historial" ADD CONSTRAINT "solicitudes_contacto_historial_por_id_users_id_fk" FOREIGN KEY ("por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solicitudes_contacto_historial" ADD CONSTRAINT "solicitudes_contacto_historial_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solicitudes_contacto"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_programas_id_idx" ON "users_rels" USING btree ("programas_id");
  CREATE INDEX "users_rels_conocer_id_idx" ON "users_rels" USING btree ("conocer_id");
  CREATE INDEX "solicitudes_contacto_seguimiento_order_idx" ON "solicitudes_contacto_seguimiento" USING btree ("_order");
  CREATE INDEX "solicitudes_contacto_seguimiento_parent_id_idx" ON "solicitudes_contacto_seguimiento" USING btree ("_parent_id");
  CREATE INDEX "solicitudes_contacto_seguimiento_por_idx" ON "solicitudes_contacto_seguimiento" USING btree ("por_id");
  CREATE INDEX "solicitudes_contacto_historial_order_idx" ON "solicitudes_contacto_historial" USING btree ("_order");
  CREATE INDEX "solicitudes_contacto_historial_parent_id_idx" ON "solicitudes_contacto_historial" USING btree ("_parent_id");
  CREATE INDEX "solicitudes_contacto_historial_por_idx" ON "solicitudes_contacto_historial" USING btree ("por_id");
  CREATE UNIQUE INDEX "turnos_asignacion_clave_idx" ON "turnos_asignacion" USING btree ("clave");
  CREATE INDEX "turnos_asignacion_updated_at_idx" ON "turnos_asignacion" USING btree ("updated_at");
  CREATE INDEX "turnos_asignacion_created_at_idx" ON "turnos_asignacion" USING btree ("created_at");
  ALTER TABLE "solicitudes_contacto" ADD CONSTRAINT "solicitudes_contacto_asesor_id_users_id_fk" FOREIGN KEY ("asesor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solicitudes_contacto" ADD CONSTRAINT "solicitudes_contacto_duplicada_de_id_solicitudes_contacto_id_fk" FOREIGN KEY ("duplicada_de_id") REFERENCES "public"."solicitudes_contacto"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_turnos_asignacion_fk" FOREIGN KEY ("turnos_asignacion_id") REFERENCES "public"."turnos_asignacion"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "solicitudes_contacto_asesor_idx" ON "solicitudes_contacto" USING btree ("asesor_id");
  CREATE INDEX "solicitudes_contacto_primera_respuesta_el_idx" ON "solicitudes_contacto" USING btree ("primera_respuesta_el");
  CREATE INDEX "solicitudes_contacto_es_duplicada_idx" ON "solicitudes_contacto" USING btree ("es_duplicada");
  CREATE INDEX "solicitudes_contacto_duplicada_de_idx" ON "solicitudes_contacto" USING btree ("duplicada_de_id");
  CREATE INDEX "payload_locked_documents_rels_turnos_asignacion_id_idx" ON "payload_locked_documents_rels" USING btree ("turnos_asignacion_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solicitudes_contacto_seguimiento" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solicitudes_contacto_historial" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "turnos_asignacion" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_rels" CASCADE;
  DROP TABLE "solicitudes_contacto_seguimiento" CASCADE;
  DROP TABLE "solicitudes_contacto_historial" CASCADE;
  DROP TABLE "turnos_asignacion" CASCADE;
  ALTER TABLE "solicitudes_contacto" DROP CONSTRAINT "solicitudes_contacto_asesor_id_users_id_fk";
  
  ALTER TABLE "solicitudes_contacto" DROP CONSTRAINT "solicitudes_contacto_duplicada_de_id_solicitudes_contacto_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_turnos_asignacion_fk";
  
  ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DATA TYPE text;
  ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DEFAULT 'nueva'::text;
  DROP TYPE "public"."enum_solicitudes_contacto_estado";
  CREATE TYPE "public"."enum_solicitudes_contacto_estado" AS ENUM('nueva', 'en-seguimiento', 'atendida');
  ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DEFAULT 'nueva'::"public"."enum_solicitudes_contacto_estado";
  ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DATA TYPE "public"."enum_solicitudes_contacto_estado" USING "estado"::"public"."enum_solicitudes_contacto_estado";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notificarSolicitud', 'enviarCorreoCuenta');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notificarSolicitud', 'enviarCorreoCuenta');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "solicitudes_contacto_asesor_idx";
  DROP INDEX "solicitudes_contacto_primera_respuesta_el_idx";
  DROP INDEX "solicitudes_contacto_es_duplicada_idx";
  DROP INDEX "solicitudes_contacto_duplicada_de_idx";
  DROP INDEX "payload_locked_documents_rels_turnos_asignacion_id_idx";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "motivo_descarte";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "motivo_descarte_otro";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "asesor_id";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "primera_respuesta_el";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "minutos_a_primera_respuesta";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "es_duplicada";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "duplicada_de_id";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "acuse_enviado_el";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "turnos_asignacion_id";
  DROP TYPE "public"."enum_solicitudes_contacto_seguimiento_tipo";
  DROP TYPE "public"."enum_solicitudes_contacto_historial_de";
  DROP TYPE "public"."enum_solicitudes_contacto_historial_a";
  DROP TYPE "public"."enum_solicitudes_contacto_motivo_descarte";`)
}
