import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { es } from '@payloadcms/translations/languages/es'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'
import { env, prepareDataFiles } from '@/env'
import { hasRole } from './access/roles'
import { apiTabForAdminsOnly } from './admin/apiTab'
import { livePreview, withGlobalPreviewButton, withPreviewButton } from './admin/preview'
import { collectionWithEditingAids, globalWithEditingAids } from './admin/editingAids'
import { HtmlEmbed } from './blocks/HtmlEmbed'
import { esOverrides } from './i18n/es'
import { lexicalPlaceholder, withSpanish } from './i18n/lexical'
import { collectionCheckedOnEverySave, globalCheckedOnEverySave } from './versions/validation'
import { Benefits } from './collections/Benefits'
import { Books } from './collections/Books'
import { Communication } from './collections/Communication'
import { Conocer } from './collections/Conocer'
import { ContactRequests } from './collections/ContactRequests'
import { EventRegistrations } from './collections/EventRegistrations'
import { People } from './collections/People'
import { AssignmentTurns } from './collections/ContactRequests/turnos'
import { InfoBlocks } from './collections/InfoBlocks'
import { Media } from './collections/Media'
import { MissingPages } from './collections/MissingPages'
import { Redirects } from './collections/Redirects'
import { Reviews } from './collections/Reviews'
import { uploadMaxBytes, uploadRequestMaxBytes } from './media/uploadLimit.mjs'
import { explainFileRefusal, fileTooLarge } from './media/uploadRules'
import { Podcasts } from './collections/Podcasts'
import { ProgrammeLogos } from './collections/ProgrammeLogos'
import { Programmes } from './collections/Programmes'
import { SitcaDocuments } from './collections/SitcaDocuments'
import { FormSubmissions, UsedCaptchas } from './collections/ServiceRecords'
import { SharedPreviews } from './collections/SharedPreviews'
import { AccessibilityFindings } from './collections/AccessibilityFindings'
import { SitcaTeam } from './collections/SitcaTeam'
import { Slides } from './collections/Slides'
import { SuccessStories } from './collections/SuccessStories'
import { Users } from './collections/Users'
import { InstitutionalContent } from './globals/InstitutionalContent'
import { SiteAlert } from './globals/SiteAlert'
import { SiteSettings } from './globals/SiteSettings'
import { AdmissionsMessages } from './globals/AdmissionsMessages'
import { AdmissionsSettings } from './globals/AdmissionsSettings'
import { WebhookDeliveries } from './collections/WebhookDeliveries'
import { DailyRuns } from './collections/DailyRuns'
import { ArcoLog } from './collections/Arco'
import { deliverWebhook } from './jobs/deliverWebhook'
import { purgeEdgeTask } from './jobs/purgeEdge'
import { accessibilityCheckTask } from './jobs/accessibilityCheck'
import { morningDigest } from './jobs/morningDigest'
import { anonymiseExpiredTask } from './jobs/retention'
import { notifyContactRequest } from './jobs/notifyContactRequest'
import { acknowledgeContactRequest } from './jobs/acknowledgeContactRequest'
import { queueOnlyEmail } from './jobs/payloadEmail'
import { sendAccountEmail } from './jobs/sendAccountEmail'
import { reviewMail } from './jobs/reviewMail'
import { registrationMail } from './jobs/registrationMail'
import { eventReminders } from './jobs/eventReminders'
import { errorsInSpanish, keepPublicErrorData } from './publicError'
import { siteTimeZone } from '@/lib/siteTimeZone'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const migrationsDir = path.resolve(dirname, '../migrations')

function databaseAdapter(): DatabaseAdapterObj {
  prepareDataFiles()
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      // A database that hangs (network freeze, a lock) is waited on a few seconds, never forever:
      // the request then answers 503 and the connection is dropped. The server cancels a statement
      // (statement_timeout) and the client stops waiting (query_timeout) a moment later.
      pool: {
        connectionString: env.databaseUrl,
        max: 10,
        connectionTimeoutMillis: env.dbConnectTimeoutMs,
        statement_timeout: env.dbStatementTimeoutMs,
        query_timeout: env.dbStatementTimeoutMs + 1000,
        idle_in_transaction_session_timeout: env.dbStatementTimeoutMs * 4,
        keepAlive: true,
      },
      push: false,
      migrationDir: path.join(migrationsDir, 'postgres'),
    })
  }
  return sqliteAdapter({
    client: { url: env.databaseUrl },
    // WAL lets readers go on while one writer writes; the timeout waits out a busy lock.
    wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
    busyTimeout: 5000,
    push: false,
    migrationDir: path.join(migrationsDir, 'sqlite'),
  })
}

export default buildConfig({
  secret: env.payloadSecret,
  // A staff session cookie counts only on requests from these origins (Payload ignores it when the
  // browser says the request came from another site), and only they may call the API from a browser.
  csrf: env.trustedOrigins,
  cors: env.trustedOrigins,
  routes: { admin: '/admin', api: '/cms-api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground' },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, '..') },
    // Mexican order, 24-hour clock: lists (created, modified), the versions list and document headers.
    // Day-only fields set their own format (src/cms/fields/common.ts).
    dateFormat: 'dd/MM/yyyy HH:mm',
    // «Programar publicación» picks a time in the university's one time zone (Los Cabos and Culiacán alike).
    timezones: {
      supportedTimezones: [{ label: 'Hora del Pacífico (Los Cabos y Culiacán)', value: siteTimeZone }],
      defaultTimezone: siteTimeZone,
    },
    meta: {
      titleSuffix: ' · Administración UGC',
      description: 'Administración del sitio de la Universidad UGC.',
      // The site's own icons (src/app/icon.svg, apple-icon.png), not the vendor's.
      icons: [
        { rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' },
        { rel: 'apple-touch-icon', type: 'image/png', url: '/apple-icon.png' },
      ],
      // No generated share card (it would say the vendor's name); staff pages are not shared anyway.
      defaultOGImageType: 'off',
      openGraph: { siteName: 'Universidad UGC', description: 'Administración del sitio de la Universidad UGC.' },
    },
    // The university's logo and mark where the vendor's were; colours and type in
    // src/app/(payload)/brand.scss.
    components: {
      graphics: {
        Logo: '/components/admin/BrandGraphics#BrandLogo',
        Icon: '/components/admin/BrandGraphics#BrandIcon',
      },
      // Labels written in English inside the admin's own code, put in Spanish as they appear.
      providers: ['/cms/components/HardCodedSpanish.client#HardCodedSpanish'],
      // The back office's own pages in its menu (the admissions dashboard, the check-in, the accessibility report), by role.
      afterNavLinks: ['/cms/components/OwnPagesNavLinks#OwnPagesNavLinks'],
      // On the home page: the content staff's drafts, schedules, latest publications and missing
      // addresses; the advisers' overdue, today's and unanswered requests.
      beforeDashboard: [
        '/cms/components/admissions/FollowUpDashboard#FollowUpDashboard',
        '/cms/components/content/EditorDashboard#EditorDashboard',
      ],
      views: {
        tableroAdmisiones: {
          Component: '/cms/components/admissions/AdmissionsDashboard#AdmissionsDashboard',
          path: '/admisiones',
          exact: true,
        },
        asistenciaEventos: { Component: '/cms/components/admissions/CheckIn#CheckIn', path: '/asistencia', exact: true },
        accesibilidad: {
          Component: '/cms/components/accessibility/AccessibilityReport#AccessibilityReport',
          path: '/accesibilidad',
          exact: true,
        },
      },
    },
    // Light only: the brand's palette and the logo's dark lettering are made for light surfaces, and
    // one theme is one set of contrasts to keep at AA (a dark one would need its own red and logo).
    theme: 'light',
    // «Vista previa» beside the form and on the draft's own address (src/cms/admin/preview.ts).
    livePreview,
    // Payload's default asks Gravatar for every editor's picture: a third party, blocked by the CSP.
    avatar: 'default',
  },
  // Payload's Spanish with the staff's wording on top (src/cms/i18n).
  i18n: { supportedLanguages: { es }, fallbackLanguage: 'es', translations: { es: esOverrides } },
  editor: lexicalEditor({
    admin: { placeholder: lexicalPlaceholder },
    features: ({ defaultFeatures }) => [...defaultFeatures, BlocksFeature({ blocks: [HtmlEmbed] })].map(withSpanish),
  }),
  // The document's «API» tab is for administrators only (src/cms/admin/apiTab.ts); formats are
  // checked on every save, drafts included (src/cms/versions/validation.ts).
  collections: [
    Users,
    Media,
    Slides,
    Programmes,
    ProgrammeLogos,
    Conocer,
    Communication,
    Podcasts,
    SuccessStories,
    Benefits,
    InfoBlocks,
    Books,
    SitcaTeam,
    SitcaDocuments,
    ContactRequests,
    People,
    EventRegistrations,
    AssignmentTurns,
    Redirects,
    Reviews,
    MissingPages,
    WebhookDeliveries,
    ArcoLog,
    DailyRuns,
    UsedCaptchas,
    FormSubmissions,
    SharedPreviews,
    AccessibilityFindings,
  ].map((c) => collectionWithEditingAids(withPreviewButton(apiTabForAdminsOnly(collectionCheckedOnEverySave(c))))),
  globals: [SiteAlert, SiteSettings, InstitutionalContent, AdmissionsSettings, AdmissionsMessages].map((g) =>
    globalWithEditingAids(withGlobalPreviewButton(apiTabForAdminsOnly(globalCheckedOnEverySave(g)))),
  ),
  // keepPublicErrorData first: explainFileRefusal puts Payload's English refusals of a file in
  // Spanish over it, and errorsInSpanish whatever else the server wrote in English.
  hooks: { afterError: [keepPublicErrorData, explainFileRefusal, errorsInSpanish] },
  // The file parser cuts at the site's one upload limit (src/cms/media/uploadLimit.mjs), which the
  // proxy and Next.js apply too; its refusal is put in Spanish with the field by explainFileRefusal.
  upload: {
    limits: { fileSize: uploadMaxBytes },
    requestSizeLimit: uploadRequestMaxBytes,
    abortOnLimit: true,
    responseOnLimit: fileTooLarge,
  },
  jobs: {
    tasks: [
      notifyContactRequest,
      acknowledgeContactRequest,
      registrationMail,
      eventReminders,
      sendAccountEmail,
      reviewMail,
      morningDigest,
      anonymiseExpiredTask,
      deliverWebhook,
      purgeEdgeTask,
      accessibilityCheckTask,
    ],
    // No `autoRun`: Payload starts that timer only when a staff member first calls the back office,
    // and its runner can hand one job to two instances. src/instrumentation.ts starts the site's
    // own runner (src/cms/jobs/runner.ts) with every server instead.
    // Running or cancelling jobs by hand through /cms-api is for admins only.
    access: {
      run: ({ req }) => hasRole('admin')(req),
      cancel: ({ req }) => hasRole('admin')(req),
      queue: ({ req }) => hasRole('admin')(req),
    },
    deleteJobOnComplete: false,
  },
  email: queueOnlyEmail,
  db: databaseAdapter(),
  sharp,
  telemetry: false,
  graphQL: { disablePlaygroundInProduction: true },
  // Types are written by `npm run generate:types` when the schema changes, not by every process that
  // loads Payload outside production (each test file and script would start a second one to do it,
  // rewriting this checkout's sources while a test run builds and serves them).
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
})
