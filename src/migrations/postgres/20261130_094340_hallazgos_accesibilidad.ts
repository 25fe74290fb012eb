import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_hallazgos_accesibilidad_impacto" AS ENUM('critical', 'serious', 'moderate', 'minor');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'revisarAccesibilidad' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'revisarAccesibilidad' BEFORE 'schedulePublish';
  CREATE TABLE "hallazgos_accesibilidad" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ruta" varchar NOT NULL,
  	"clave" varchar NOT NULL,
  	"huella" varchar NOT NULL,
  	"regla" varchar NOT NULL,
  	"impacto" "enum_hallazgos_accesibilidad_impacto" NOT NULL,
  	"ayuda" varchar NOT NULL,
  	"elemento" varchar,
  	"selector" varchar,
  	"visto_el" timestamp(3) with time zone,
  	"revisado" boolean DEFAULT false,
  	"revisado_por_nombre" varchar,
  	"revisado_el" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "hallazgos_accesibilidad_id" integer;
  CREATE INDEX "hallazgos_accesibilidad_ruta_idx" ON "hallazgos_accesibilidad" USING btree ("ruta");
  CREATE UNIQUE INDEX "hallazgos_accesibilidad_clave_idx" ON "hallazgos_accesibilidad" USING btree ("clave");
  CREATE INDEX "hallazgos_accesibilidad_revisado_idx" ON "hallazgos_accesibilidad" USING btree ("revisado");
  CREATE INDEX "hallazgos_accesibilidad_updated_at_idx" ON "hallazgos_accesibilidad" USING btree ("updated_at");
  CREATE INDEX "hallazgos_accesibilidad_created_at_idx" ON "hallazgos_accesibilidad" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hallazgos_accesibilidad_fk" FOREIGN KEY ("hallazgos_accesibilidad_id") REFERENCES "public"."hallazgos_accesibilidad"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_hallazgos_accesibilidad_id_idx" ON "payload_locked_documents_rels" USING btree ("hallazgos_accesibilidad_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "hallazgos_accesibilidad" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "hallazgos_accesibilidad" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_hallazgos_accesibilidad_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notificarSolicitud', 'acusarSolicitud', 'avisarRegistro', 'recordarEventos', 'enviarCorreoCuenta', 'avisarRevision', 'resumenMatutino', 'anonimizarVencidas', 'entregarWebhook', 'purgarBorde', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notificarSolicitud', 'acusarSolicitud', 'avisarRegistro', 'recordarEventos', 'enviarCorreoCuenta', 'avisarRevision', 'resumenMatutino', 'anonimizarVencidas', 'entregarWebhook', 'purgarBorde', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_hallazgos_accesibilidad_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "hallazgos_accesibilidad_id";
  DROP TYPE "public"."enum_hallazgos_accesibilidad_impacto";`)
}
