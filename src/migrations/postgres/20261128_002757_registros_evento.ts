import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_solicitudes_contacto_origen" AS ENUM('formulario', 'evento');
  CREATE TYPE "public"."enum_registros_evento_estado" AS ENUM('confirmado', 'lista-de-espera', 'cancelado');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'avisarRegistro' BEFORE 'enviarCorreoCuenta';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'avisarRegistro' BEFORE 'enviarCorreoCuenta';
  CREATE TABLE "registros_evento" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"evento_id" integer NOT NULL,
  	"nombre" varchar NOT NULL,
  	"apellido" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"telefono" varchar NOT NULL,
  	"programa" varchar,
  	"acompanantes" numeric DEFAULT 0 NOT NULL,
  	"estado" "enum_registros_evento_estado" DEFAULT 'confirmado' NOT NULL,
  	"asistio" boolean DEFAULT false,
  	"asistio_el" timestamp(3) with time zone,
  	"cancelado_el" timestamp(3) with time zone,
  	"solicitud_id" integer,
  	"confirmacion_enviada_el" timestamp(3) with time zone,
  	"promocion_enviada_el" timestamp(3) with time zone,
  	"recordatorio_enviado_el" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "comunicaciones" ADD COLUMN "registro_abierto" boolean DEFAULT false;
  ALTER TABLE "comunicaciones" ADD COLUMN "registro_inicio" timestamp(3) with time zone;
  ALTER TABLE "comunicaciones" ADD COLUMN "registro_fin" timestamp(3) with time zone;
  ALTER TABLE "comunicaciones" ADD COLUMN "registro_lugar" varchar;
  ALTER TABLE "comunicaciones" ADD COLUMN "registro_cupo" numeric;
  ALTER TABLE "comunicaciones" ADD COLUMN "registro_cierre" timestamp(3) with time zone;
  ALTER TABLE "_comunicaciones_v" ADD COLUMN "version_registro_abierto" boolean DEFAULT false;
  ALTER TABLE "_comunicaciones_v" ADD COLUMN "version_registro_inicio" timestamp(3) with time zone;
  ALTER TABLE "_comunicaciones_v" ADD COLUMN "version_registro_fin" timestamp(3) with time zone;
  ALTER TABLE "_comunicaciones_v" ADD COLUMN "version_registro_lugar" varchar;
  ALTER TABLE "_comunicaciones_v" ADD COLUMN "version_registro_cupo" numeric;
  ALTER TABLE "_comunicaciones_v" ADD COLUMN "version_registro_cierre" timestamp(3) with time zone;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "origen" "enum_solicitudes_contacto_origen" DEFAULT 'formulario';
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "evento_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "registros_evento_id" integer;
  ALTER TABLE "registros_evento" ADD CONSTRAINT "registros_evento_evento_id_comunicaciones_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."comunicaciones"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "registros_evento" ADD CONSTRAINT "registros_evento_solicitud_id_solicitudes_contacto_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes_contacto"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "registros_evento_evento_idx" ON "registros_evento" USING btree ("evento_id");
  CREATE INDEX "registros_evento_email_idx" ON "registros_evento" USING btree ("email");
  CREATE INDEX "registros_evento_estado_idx" ON "registros_evento" USING btree ("estado");
  CREATE INDEX "registros_evento_asistio_idx" ON "registros_evento" USING btree ("asistio");
  CREATE INDEX "registros_evento_solicitud_idx" ON "registros_evento" USING btree ("solicitud_id");
  CREATE INDEX "registros_evento_updated_at_idx" ON "registros_evento" USING btree ("updated_at");
  CREATE INDEX "registros_evento_created_at_idx" ON "registros_evento" USING btree ("created_at");
  ALTER TABLE "solicitudes_contacto" ADD CONSTRAINT "solicitudes_contacto_evento_id_comunicaciones_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."comunicaciones"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_registros_evento_fk" FOREIGN KEY ("registros_evento_id") REFERENCES "public"."registros_evento"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "solicitudes_contacto_origen_idx" ON "solicitudes_contacto" USING btree ("origen");
  CREATE INDEX "solicitudes_contacto_evento_idx" ON "solicitudes_contacto" USING btree ("evento_id");
  CREATE INDEX "payload_locked_documents_rels_registros_evento_id_idx" ON "payload_locked_documents_rels" USING btree ("registros_evento_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "registros_evento" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "registros_evento" CASCADE;
  ALTER TABLE "solicitudes_contacto" DROP CONSTRAINT "solicitudes_contacto_evento_id_comunicaciones_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_registros_evento_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notificarSolicitud', 'acusarSolicitud', 'enviarCorreoCuenta', 'avisarRevision', 'resumenMatutino', 'anonimizarVencidas', 'entregarWebhook', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notificarSolicitud', 'acusarSolicitud', 'enviarCorreoCuenta', 'avisarRevision', 'resumenMatutino', 'anonimizarVencidas', 'entregarWebhook', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "solicitudes_contacto_origen_idx";
  DROP INDEX "solicitudes_contacto_evento_idx";
  DROP INDEX "payload_locked_documents_rels_registros_evento_id_idx";
  ALTER TABLE "comunicaciones" DROP COLUMN "registro_abierto";
  ALTER TABLE "comunicaciones" DROP COLUMN "registro_inicio";
  ALTER TABLE "comunicaciones" DROP COLUMN "registro_fin";
  ALTER TABLE "comunicaciones" DROP COLUMN "registro_lugar";
  ALTER TABLE "comunicaciones" DROP COLUMN "registro_cupo";
  ALTER TABLE "comunicaciones" DROP COLUMN "registro_cierre";
  ALTER TABLE "_comunicaciones_v" DROP COLUMN "version_registro_abierto";
  ALTER TABLE "_comunicaciones_v" DROP COLUMN "version_registro_inicio";
  ALTER TABLE "_comunicaciones_v" DROP COLUMN "version_registro_fin";
  ALTER TABLE "_comunicaciones_v" DROP COLUMN "version_registro_lugar";
  ALTER TABLE "_comunicaciones_v" DROP COLUMN "version_registro_cupo";
  ALTER TABLE "_comunicaciones_v" DROP COLUMN "version_registro_cierre";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "origen";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "evento_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "registros_evento_id";
  DROP TYPE "public"."enum_solicitudes_contacto_origen";
  DROP TYPE "public"."enum_registros_evento_estado";`)
}
