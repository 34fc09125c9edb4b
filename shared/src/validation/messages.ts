/** User-facing validation messages; the spec's own wording (§5) where it gives one. */
export const MESSAGES = {
  nameTooShort: 'Name must be at least 2 characters.',
  invalidEmail: 'Please enter a valid email address.',
  companyRequired: 'Company name is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordRequired: 'Password is required',
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  slugShape: 'Slug may contain only lowercase letters, numbers and hyphens',
  categoryRequired: 'Category is required',
  excerptRequired: 'Excerpt is required',
  contentRequired: 'Content is required',
  coverImageUrl: 'Cover image must be an http or https URL',
  publishedAtInvalid: 'Published date must be a valid date',
} as const;
