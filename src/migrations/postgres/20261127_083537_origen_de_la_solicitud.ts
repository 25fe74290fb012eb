import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "solicitudes_contacto" ADD COLUMN "pagina" varchar;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "referrer" varchar;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "acepta_aviso" boolean;
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "aviso_aceptado_el" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "solicitudes_contacto" DROP COLUMN "pagina";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "referrer";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "utm_source";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "utm_medium";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "utm_campaign";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "utm_content";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "acepta_aviso";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "aviso_aceptado_el";`)
}
