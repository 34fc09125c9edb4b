import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { blogPostInputSchema } from '@parley/shared/validation';
import { slugForTitle, type PostFormValues } from './post-form-values';

/** The editor's form state with the slug rules and required-field checks (publishing: use-publish-control). */
export function usePostForm(initialValues: PostFormValues, isEditing: boolean) {
  const form = useForm<PostFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(blogPostInputSchema, { sync: true }),
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
      form.clearFieldError('slug');
    }
  };

  const changeSlug = (slug: string) => {
    form.setFieldValue('slug', slug);
    // Editing: an emptied slug follows the title again; a typed one is the admin's own.
    if (isEditing) setSlugFollowsTitle(slug === '');
  };

  return { form, changeTitle, changeSlug };
}
