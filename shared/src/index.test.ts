import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as shared from './index';

describe('@parley/shared public API', () => {
  it('exports every runtime helper', () => {
    expect(Object.keys(shared).sort()).toEqual(
      [
        'ALLOWED_URL_PROTOCOLS',
        'authStorageKey',
        'ConfigError',
        'DEFAULT_ADMIN_EMAIL',
        'DEFAULT_DEMO_URL',
        'DataError',
        'FIRST_POST',
        'FIRST_POST_COVER_PATH',
        'InvalidPostError',
        'FIELD_LIMITS',
        'LOCAL_SITE_URL',
        'LOCAL_SUPABASE_ANON_KEY',
        'LOCAL_SUPABASE_URL',
        'MESSAGES',
        'POST_SUMMARY_COLUMNS',
        'NotFoundError',
        'PostChangedError',
        'QUERY_DEFAULTS',
        'SLUG_PATTERN',
        'SlugTakenError',
        'TOO_MANY_LEADS_CODE',
        'VISITOR_ADDRESS_HEADER',
        'authSchema',
        'blogPostInputSchema',
        'brand',
        'contactSchema',
        'createFirstPostIfNone',
        'createPost',
        'createSupabaseClient',
        'deletePost',
        'extractReferences',
        'fetchAllPosts',
        'fetchPublishedPosts',
        'firstPostCover',
        'formatLongDate',
        'formatShortDate',
        'getPostById',
        'getPostBySlug',
        'isAdmin',
        'isHttpUrl',
        'isNewsletterEmail',
        'isTooManyLeads',
        'leadKindSchema',
        'listAllPosts',
        'listPublishedPosts',
        'newsletterSchema',
        'planSchema',
        'postQueries',
        'leadQueries',
        'mediaQueries',
        'queryKeys',
        'publicConfigWithDefaults',
        'readPublicConfig',
        'safeUrl',
        'signupLeadSchema',
        'slugify',
        'subscribeSchema',
        'submitLead',
        'toListPage',
        'updatePost',
        'updatePostIfUnchanged',
        // Publishing like a CMS: status, pages, revisions, leads at volume.
        'ADMIN_PAGE_SIZE',
        'ADMIN_POST_COLUMNS',
        'ADMIN_POST_SORTS',
        'BLOG_PAGE_SIZE',
        'InvalidScheduleError',
        'LEADS_PAGE_SIZE',
        'LEAD_COLUMNS',
        'LEAD_HISTORY_LIMIT',
        'LEAD_SORTS',
        'MAX_ADMIN_PAGE_SIZE',
        'MAX_BLOG_PAGE_SIZE',
        'MAX_BLOG_SEARCH_LENGTH',
        'MAX_LIST_SEARCH_LENGTH',
        'MAX_LEADS_SEARCH_LENGTH',
        'POST_STATUSES',
        'REVISIONS_PAGE_SIZE',
        'containsPattern',
        'fetchAdminPostsPage',
        'fetchLeadHistory',
        'fetchLeadStats',
        'fetchLeadsPage',
        'fetchPublishedCategories',
        'fetchPublishedPostsPage',
        'fetchPostRevisionsPage',
        'forEachLeadsPage',
        'listPostRevisions',
        'postStatus',
        'publishPostNow',
        'restorePostRevision',
        'schedulePost',
        'setLeadHandled',
        'setPostPublication',
        'unpublishPost',
        'IMAGE_EXTENSIONS',
        'IMAGE_MESSAGES',
        'IMAGE_TYPES',
        'imageDimensions',
        'imageFileProblem',
        'ImagePathError',
        'ImageStorageError',
        'isImageType',
        'listPostImages',
        'fetchPostImageUses',
        'hostnameOf',
        'isLoopbackAddress',
        'isLoopbackHost',
        'isLoopbackHostname',
        'isWildcardAddress',
        'IMAGE_USE_PATHS_PER_CALL',
        'MAX_IMAGE_BYTES',
        'POST_IMAGES_BUCKET',
        'postImagePath',
        'publicImageUrl',
        'removePostImage',
        'sha256Hex',
        'uploadPostImage',
        // The public pages' post queries, apart from the admin's.
        'publicPostQueries',
      ].sort(),
    );
  });

  it('keeps Node-only and React code out of the browser entry', () => {
    const sources = ['index.ts', 'supabase/client.ts'].map((file) =>
      readFileSync(new URL(file, import.meta.url), 'utf8'),
    );
    for (const source of sources) {
      expect(source).not.toMatch(/from ['"](ws|react|node:[a-z]+)['"]/);
      expect(source).not.toContain('node-client');
    }
  });

  it('exposes the Node client, the local defaults and the client-address rule (node:net) as separate package entries', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(pkg.exports).toEqual({
      '.': './src/index.ts',
      './node': './src/supabase/node-client.ts',
      './local-defaults': './src/config/local-defaults.ts',
      './client-address': './src/net/client-address.ts',
    });
  });
});
