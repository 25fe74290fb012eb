import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Data only (no snapshot): the pipeline's states replace «atendida» with «contactada». It runs
 * before the pipeline's schema migration, which recreates the state's enum type with the new
 * codes and casts the column to it: a row still saying «atendida» would stop that cast. The
 * column is made text here (the schema migration does so first anyway) so the new code fits.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" DROP DEFAULT;
    ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DATA TYPE text;
    ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DEFAULT 'nueva';
    UPDATE "solicitudes_contacto" SET "estado" = 'contactada' WHERE "estado" = 'atendida';
  `)
}

/* Back to the type the migrations before this one left, once the schema migration is undone. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" DROP DEFAULT;
    ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DATA TYPE text;
    UPDATE "solicitudes_contacto" SET "estado" = 'atendida' WHERE "estado" = 'contactada';
    ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DATA TYPE "public"."enum_solicitudes_contacto_estado" USING "estado"::"public"."enum_solicitudes_contacto_estado";
    ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DEFAULT 'nueva'::"public"."enum_solicitudes_contacto_estado";
  `)
}
