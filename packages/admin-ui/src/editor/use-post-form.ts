import { useState } from 'react';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { blogPostInputSchema } from '@parley/shared/validation';
import { ADMIN_MESSAGES } from '../messages';
import { slugForTitle, type PostFormValues } from './post-form-values';
import { slugFromTitle } from './slug-from-title';

const checkFields = schemaResolver(blogPostInputSchema, { sync: true });

/**
 * The schema's field messages, with one said more precisely: a slug left empty because the title has
 * nothing a slug can use (Chinese, Arabic...) says to type one, not just that it is required.
 */
export function postFormErrors(values: PostFormValues): FormErrors {
  const errors: FormErrors = { ...checkFields(values) };
  // Only when the title truly has nothing to spell: a slug cleared by hand under "Pricing tips" is just
  // required.
  if (values.slug === '' && values.title.trim() !== '' && slugFromTitle(values.title) === '' && errors.slug) {
    errors.slug = ADMIN_MESSAGES.slugNotFromTitle;
  }
  return errors;
}

/** The editor's form state with the slug rules and required-field checks (publishing: use-publish-control). */
export function usePostForm(initialValues: PostFormValues, isEditing: boolean) {
  const form = useForm<PostFormValues>({
    mode: 'controlled',
    initialValues,
    validate: postFormErrors,
  });
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!isEditing || initialValues.slug === '');

  const changeTitle = (title: string) => {
    form.setFieldValue('title', title);
    const slug = slugForTitle(title, {
      isEditing,
      slug: form.getValues().slug,
      followsTitle: slugFollowsTitle,
    });
    if (slug !== null) {
      form.setFieldValue('slug', slug);
      // Said while typing: waiting for the save to learn it would lose the admin's attention.
      if (slug === '' && title.trim() !== '') form.setFieldError('slug', ADMIN_MESSAGES.slugNotFromTitle);
      else form.clearFieldError('slug');
    }
  };

  const changeSlug = (slug: string) => {
    form.setFieldValue('slug', slug);
    // Editing: an emptied slug follows the title again; a typed one is the admin's own.
    if (isEditing) setSlugFollowsTitle(slug === '');
  };

  return { form, changeTitle, changeSlug };
}
