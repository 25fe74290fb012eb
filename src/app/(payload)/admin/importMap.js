import { CurrentPasswordField as CurrentPasswordField_b5cfc7ccbfc80f209508f1b0fad3b8ea } from '../../../cms/components/CurrentPasswordField.client'
import { RefusalsClearOnEdit as RefusalsClearOnEdit_19beeb1348c63a67c1e1f78d39602691 } from '../../../cms/components/RefusalsClearOnEdit.client'
import { RoleField as RoleField_474ea8d470d9c4372085410f5448d908 } from '../../../cms/components/RoleField.client'
import { InvitationCell as InvitationCell_ba9834e32fb3a849e1c7014b6991c279 } from '../../../cms/components/InvitationCell.client'
import { InvitationActions as InvitationActions_d89ceb56dce84bd1cde7b9496aac6398 } from '../../../cms/components/InvitationActions.client'
import { DocumentHold as DocumentHold_215e9a7c9c831e3135bbd0b6d7c3f8ff } from '../../../cms/components/DocumentHold.client'
import { PreviewFit as PreviewFit_fae79da3fe5ae8835050bbe9eecb6344 } from '../../../cms/components/PreviewFit.client'
import { KeepServerRefusals as KeepServerRefusals_f09bf94ceb9c5637d5d7dc8deb3bcd15 } from '../../../cms/components/KeepServerRefusals.client'
import { InviteOrEditView as InviteOrEditView_fdacd5181165187da1d1de3ac9594c9e } from '../../../cms/components/InviteForm.client'
import { FileUsage as FileUsage_6be3c1662243b1e406c89f8073bba0d7 } from '../../../cms/components/FileUsage'
import { SlotPreviews as SlotPreviews_187b4d860cb40afb3208078ce3302232 } from '../../../cms/components/SlotPreviews.client'
import { FileSizeCell as FileSizeCell_6d5245e89c6f76d8b541183d15061d3a } from '../../../cms/components/FileSizeCell'
import { MediaUpload as MediaUpload_2d1464bb49bd7e4952ae6a2b6da24fec } from '../../../cms/components/MediaUpload.client'
import { UntitledCell as UntitledCell_505f358cb967320ce72e57e3445e0dc2 } from '../../../cms/components/UntitledTitle.client'
import { UntitledDocumentTitle as UntitledDocumentTitle_505f358cb967320ce72e57e3445e0dc2 } from '../../../cms/components/UntitledTitle.client'
import { ScheduleCell as ScheduleCell_a71fecc960f8cd6874221e835dcec567 } from '../../../cms/components/versions/ScheduleCell'
import { ReviewPanel as ReviewPanel_1ba6f4b457153a7e65d03fbc3ccc40ba } from '../../../cms/components/review/ReviewPanel.client'
import { SharePreview as SharePreview_722df4882015c42f093eb24fef6bc95d } from '../../../cms/components/SharePreview.client'
import { VersionHistory as VersionHistory_a14bf3d5c741f39ce87c782e87b287c0 } from '../../../cms/components/versions/VersionHistory'
import { SeoPreview as SeoPreview_925ff0aefb0223deb7ad25549a0eba06 } from '../../../cms/components/SeoPreview.client'
import { SeoCounter as SeoCounter_925ff0aefb0223deb7ad25549a0eba06 } from '../../../cms/components/SeoPreview.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RichTextChecks as RichTextChecks_a48f52c92137c5b49c79f3324ebcb035 } from '../../../cms/components/RichTextChecks.client'
import { DuplicateNotice as DuplicateNotice_0a5df1e8e8abfa3fd918618a6e222a5e } from '../../../cms/components/DuplicateNotice'
import { ContactActions as ContactActions_97805cdcd3b5af9f83ec44f47090a57d } from '../../../cms/components/admissions/ContactActions'
import { CorrectRequest as CorrectRequest_50bf3a8d1c73a03963297e78e5ff9ef1 } from '../../../cms/components/CorrectRequest.client'
import { AdviserCell as AdviserCell_c55cbf0acac853c28537bbedeb1e2f4c } from '../../../cms/components/AdviserCell'
import { NextContactCell as NextContactCell_f21d25a998564af25ad7ee09ce8371b1 } from '../../../cms/components/admissions/NextContactCell'
import { DuplicateCell as DuplicateCell_141d7b65e7e7a93b0e77aed8adf8850e } from '../../../cms/components/DuplicateCell'
import { PersonTimeline as PersonTimeline_0ad762cd8ff093e9c11fdd345c7e9a03 } from '../../../cms/components/admissions/PersonTimeline'
import { AdviserQueueLinks as AdviserQueueLinks_a6909859fa655db954af62f61e6fd576 } from '../../../cms/components/AdviserQueueLinks'
import { QueueHealth as QueueHealth_d7194e4a59e6e8369cca926aee7a904b } from '../../../cms/components/QueueHealth'
import { ExportCsvButton as ExportCsvButton_c432ed7c203f2efeed26ee02ebd9ec06 } from '../../../cms/components/ExportCsvButton.client'
import { ReviewTargetLink as ReviewTargetLink_73683519ab0777af83167b4aeb105a60 } from '../../../cms/components/review/ReviewTargetLink.client'
import { ReviewTargetCell as ReviewTargetCell_73683519ab0777af83167b4aeb105a60 } from '../../../cms/components/review/ReviewTargetLink.client'
import { CreateRedirectCell as CreateRedirectCell_174fbdef5518898f0a7c9cb246e415a1 } from '../../../cms/components/CreateRedirectLink'
import { CreateRedirectField as CreateRedirectField_174fbdef5518898f0a7c9cb246e415a1 } from '../../../cms/components/CreateRedirectLink'
import { ArcoPanel as ArcoPanel_5fcee06cabb66b73a7853c5035256bc3 } from '../../../cms/components/ArcoPanel.client'
import { GlobalDraftPermissions as GlobalDraftPermissions_d69292a4947865c43aa532af8a37a61b } from '../../../cms/components/review/GlobalDraftPermissions.client'
import { WebhookSecret as WebhookSecret_d139e4cdd4bf166ca1142d5e832ca3e6 } from '../../../cms/components/WebhookSecret.client'
import { BrandIcon as BrandIcon_82bf52383bd18c94956517d46fb7278f } from '../../../components/admin/BrandGraphics'
import { BrandLogo as BrandLogo_82bf52383bd18c94956517d46fb7278f } from '../../../components/admin/BrandGraphics'
import { OwnPagesNavLinks as OwnPagesNavLinks_ae4903ea0ac591b44d4e9ebe7919325d } from '../../../cms/components/OwnPagesNavLinks'
import { FollowUpDashboard as FollowUpDashboard_c432436fa517d4be1b3684351aa135fd } from '../../../cms/components/admissions/FollowUpDashboard'
import { EditorDashboard as EditorDashboard_4151ac9afe1865ba94b09f9f0e777732 } from '../../../cms/components/content/EditorDashboard'
import { HardCodedSpanish as HardCodedSpanish_bec5ad892d98e28192ac977a5643a611 } from '../../../cms/components/HardCodedSpanish.client'
import { AdmissionsDashboard as AdmissionsDashboard_e98e1e7d5e1089e0b1707279151806d7 } from '../../../cms/components/admissions/AdmissionsDashboard'
import { CheckIn as CheckIn_3b2de10df4e52ea0846e3c8ebc22f5c2 } from '../../../cms/components/admissions/CheckIn'
import { AccessibilityReport as AccessibilityReport_1842cda6e34bb9a3230d83224386b46b } from '../../../cms/components/accessibility/AccessibilityReport'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/components/CurrentPasswordField.client#CurrentPasswordField": CurrentPasswordField_b5cfc7ccbfc80f209508f1b0fad3b8ea,
  "/cms/components/RefusalsClearOnEdit.client#RefusalsClearOnEdit": RefusalsClearOnEdit_19beeb1348c63a67c1e1f78d39602691,
  "/cms/components/RoleField.client#RoleField": RoleField_474ea8d470d9c4372085410f5448d908,
  "/cms/components/InvitationCell.client#InvitationCell": InvitationCell_ba9834e32fb3a849e1c7014b6991c279,
  "/cms/components/InvitationActions.client#InvitationActions": InvitationActions_d89ceb56dce84bd1cde7b9496aac6398,
  "/cms/components/DocumentHold.client#DocumentHold": DocumentHold_215e9a7c9c831e3135bbd0b6d7c3f8ff,
  "/cms/components/PreviewFit.client#PreviewFit": PreviewFit_fae79da3fe5ae8835050bbe9eecb6344,
  "/cms/components/KeepServerRefusals.client#KeepServerRefusals": KeepServerRefusals_f09bf94ceb9c5637d5d7dc8deb3bcd15,
  "/cms/components/InviteForm.client#InviteOrEditView": InviteOrEditView_fdacd5181165187da1d1de3ac9594c9e,
  "/cms/components/FileUsage#FileUsage": FileUsage_6be3c1662243b1e406c89f8073bba0d7,
  "/cms/components/SlotPreviews.client#SlotPreviews": SlotPreviews_187b4d860cb40afb3208078ce3302232,
  "/cms/components/FileSizeCell#FileSizeCell": FileSizeCell_6d5245e89c6f76d8b541183d15061d3a,
  "/cms/components/MediaUpload.client#MediaUpload": MediaUpload_2d1464bb49bd7e4952ae6a2b6da24fec,
  "/cms/components/UntitledTitle.client#UntitledCell": UntitledCell_505f358cb967320ce72e57e3445e0dc2,
  "/cms/components/UntitledTitle.client#UntitledDocumentTitle": UntitledDocumentTitle_505f358cb967320ce72e57e3445e0dc2,
  "/cms/components/versions/ScheduleCell#ScheduleCell": ScheduleCell_a71fecc960f8cd6874221e835dcec567,
  "/cms/components/review/ReviewPanel.client#ReviewPanel": ReviewPanel_1ba6f4b457153a7e65d03fbc3ccc40ba,
  "/cms/components/SharePreview.client#SharePreview": SharePreview_722df4882015c42f093eb24fef6bc95d,
  "/cms/components/versions/VersionHistory#VersionHistory": VersionHistory_a14bf3d5c741f39ce87c782e87b287c0,
  "/cms/components/SeoPreview.client#SeoPreview": SeoPreview_925ff0aefb0223deb7ad25549a0eba06,
  "/cms/components/SeoPreview.client#SeoCounter": SeoCounter_925ff0aefb0223deb7ad25549a0eba06,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/components/RichTextChecks.client#RichTextChecks": RichTextChecks_a48f52c92137c5b49c79f3324ebcb035,
  "/cms/components/DuplicateNotice#DuplicateNotice": DuplicateNotice_0a5df1e8e8abfa3fd918618a6e222a5e,
  "/cms/components/admissions/ContactActions#ContactActions": ContactActions_97805cdcd3b5af9f83ec44f47090a57d,
  "/cms/components/CorrectRequest.client#CorrectRequest": CorrectRequest_50bf3a8d1c73a03963297e78e5ff9ef1,
  "/cms/components/AdviserCell#AdviserCell": AdviserCell_c55cbf0acac853c28537bbedeb1e2f4c,
  "/cms/components/admissions/NextContactCell#NextContactCell": NextContactCell_f21d25a998564af25ad7ee09ce8371b1,
  "/cms/components/DuplicateCell#DuplicateCell": DuplicateCell_141d7b65e7e7a93b0e77aed8adf8850e,
  "/cms/components/admissions/PersonTimeline#PersonTimeline": PersonTimeline_0ad762cd8ff093e9c11fdd345c7e9a03,
  "/cms/components/AdviserQueueLinks#AdviserQueueLinks": AdviserQueueLinks_a6909859fa655db954af62f61e6fd576,
  "/cms/components/QueueHealth#QueueHealth": QueueHealth_d7194e4a59e6e8369cca926aee7a904b,
  "/cms/components/ExportCsvButton.client#ExportCsvButton": ExportCsvButton_c432ed7c203f2efeed26ee02ebd9ec06,
  "/cms/components/review/ReviewTargetLink.client#ReviewTargetLink": ReviewTargetLink_73683519ab0777af83167b4aeb105a60,
  "/cms/components/review/ReviewTargetLink.client#ReviewTargetCell": ReviewTargetCell_73683519ab0777af83167b4aeb105a60,
  "/cms/components/CreateRedirectLink#CreateRedirectCell": CreateRedirectCell_174fbdef5518898f0a7c9cb246e415a1,
  "/cms/components/CreateRedirectLink#CreateRedirectField": CreateRedirectField_174fbdef5518898f0a7c9cb246e415a1,
  "/cms/components/ArcoPanel.client#ArcoPanel": ArcoPanel_5fcee06cabb66b73a7853c5035256bc3,
  "/cms/components/review/GlobalDraftPermissions.client#GlobalDraftPermissions": GlobalDraftPermissions_d69292a4947865c43aa532af8a37a61b,
  "/cms/components/WebhookSecret.client#WebhookSecret": WebhookSecret_d139e4cdd4bf166ca1142d5e832ca3e6,
  "/components/admin/BrandGraphics#BrandIcon": BrandIcon_82bf52383bd18c94956517d46fb7278f,
  "/components/admin/BrandGraphics#BrandLogo": BrandLogo_82bf52383bd18c94956517d46fb7278f,
  "/cms/components/OwnPagesNavLinks#OwnPagesNavLinks": OwnPagesNavLinks_ae4903ea0ac591b44d4e9ebe7919325d,
  "/cms/components/admissions/FollowUpDashboard#FollowUpDashboard": FollowUpDashboard_c432436fa517d4be1b3684351aa135fd,
  "/cms/components/content/EditorDashboard#EditorDashboard": EditorDashboard_4151ac9afe1865ba94b09f9f0e777732,
  "/cms/components/HardCodedSpanish.client#HardCodedSpanish": HardCodedSpanish_bec5ad892d98e28192ac977a5643a611,
  "/cms/components/admissions/AdmissionsDashboard#AdmissionsDashboard": AdmissionsDashboard_e98e1e7d5e1089e0b1707279151806d7,
  "/cms/components/admissions/CheckIn#CheckIn": CheckIn_3b2de10df4e52ea0846e3c8ebc22f5c2,
  "/cms/components/accessibility/AccessibilityReport#AccessibilityReport": AccessibilityReport_1842cda6e34bb9a3230d83224386b46b,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
