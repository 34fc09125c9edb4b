// Public API of @parley/admin-ui: the blog admin screens, shell-agnostic. The web site and the
// Electron studio mount the same components inside <AdminProvider>, which names their router
// (host/navigation.ts; React Router's is `@parley/admin-ui/react-router`). Their common
// Mantine theme is a subpath of its own, `@parley/admin-ui/theme` (./theme.ts): the site's shell
// loads it without the admin screens.
export {
  AdminProvider,
  type AdminHost,
  type AdminNotice,
  type AdminPaths,
  type DraftStore,
  type EditorDraft,
  type PendingImage,
} from './host/AdminHost';
export { DraftImagesNotKeptError } from './host/draft-images-not-kept';
export type { AdminBlocker, AdminNavigation } from './host/navigation';
export { AdminDashboard } from './dashboard/AdminDashboard';
export { ListPager, type ListPagerProps } from './dashboard/ListPager';
export { PostEditor, type PostEditorProps } from './editor/PostEditor';
export { MediaLibrary } from './media/MediaLibrary';
export { ProfileScreen } from './authors/ProfileScreen';
export { SubscribersScreen } from './newsletter/SubscribersScreen';
export { TagManager } from './tags/TagManager';
export {
  EMPTY_POST_VALUES,
  draftValuesFromForm,
  basedOnFromDraft,
  valuesFromDraft,
  tagsFromDraft,
  type DraftValues,
  type PostFormValues,
} from './editor/post-form-values';
export { ADMIN_MESSAGES, NEWSLETTER_MESSAGES } from './messages';
