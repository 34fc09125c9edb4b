import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Group, Loader, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { InvalidPostError, SlugTakenError } from '@parley/shared/errors';
import { imageFileProblem } from '@parley/shared/images';
import { type AuthorProfile } from '@parley/shared/supabase';
import { authorProfileSchema, FIELD_LIMITS } from '@parley/shared/validation';
import { useUploadPostImage } from '../api/post-images';
import { useAdminHost } from '../host/AdminHost';
import { ImageFileButton } from '../images/ImageFileButton';
import { UploadStatus } from '../images/UploadStatus';
import { storageErrorMessage } from '../images/upload-error-message';
import { AUTHOR_MESSAGES } from './author-messages';
import { useCurrentUserId, useOwnProfile, useSaveOwnProfile } from './use-authors';
import { slugFromTitle } from '../editor/slug-from-title';

interface ProfileValues {
  name: string;
  slug: string;
  bio: string;
  avatar_url: string;
}

const valuesOf = (profile: AuthorProfile | null): ProfileValues => ({
  name: profile?.name ?? '',
  slug: profile?.slug ?? '',
  bio: profile?.bio ?? '',
  avatar_url: profile?.avatar_url ?? '',
});

/** The signed-in admin's author profile: name, slug (their page's address), short bio, avatar. */
export function ProfileScreen() {
  const userId = useCurrentUserId();
  const profile = useOwnProfile(userId.data);
  if (userId.isPending || (userId.data && profile.isPending)) return <Loader aria-label="Loading" />;
  if (userId.isError || profile.isError || !userId.data) {
    return (
      <Alert color="red" role="alert">
        {AUTHOR_MESSAGES.profileLoadFailed}
      </Alert>
    );
  }
  return <ProfileForm userId={userId.data} profile={profile.data ?? null} />;
}

function ProfileForm({ userId, profile }: { userId: string; profile: AuthorProfile | null }) {
  const { notify } = useAdminHost();
  const save = useSaveOwnProfile(userId);
  const upload = useUploadPostImage(userId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const form = useForm<ProfileValues>({
    initialValues: valuesOf(profile),
    validate: (values) => {
      const parsed = authorProfileSchema.safeParse(values);
      if (parsed.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
      return errors;
    },
  });
  // A first profile's slug follows the name until someone types one.
  const [slugTyped, setSlugTyped] = useState(profile !== null);
  useEffect(() => {
    // Spelled in Latin letters ("Zoë Ivanova", "Иван Петров"), cut to the bound never on a hyphen.
    if (!slugTyped) form.setFieldValue('slug', slugFromTitle(form.values.name, FIELD_LIMITS.authorSlug));
    // Only the name drives it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.values.name, slugTyped]);

  const chooseAvatar = (file: File) => {
    const refused = imageFileProblem(file);
    setRefusal(refused);
    upload.reset();
    if (refused) return;
    setFileName(file.name);
    upload.mutate(file, { onSuccess: (image) => form.setFieldValue('avatar_url', image.url) });
  };
  const problem = refusal ?? (upload.isError ? storageErrorMessage(upload.error) : null);

  const submit = (values: ProfileValues) =>
    save.mutate(values, {
      onSuccess: (stored) => {
        form.setInitialValues(valuesOf(stored));
        form.resetDirty(valuesOf(stored));
        notify({ kind: 'success', message: AUTHOR_MESSAGES.profileSaved });
      },
      onError: (error) => {
        if (error instanceof SlugTakenError) form.setFieldError('slug', AUTHOR_MESSAGES.slugTaken);
        else if (error instanceof InvalidPostError) form.setErrors(error.issues);
        else notify({ kind: 'error', message: AUTHOR_MESSAGES.profileSaveFailed });
      },
    });

  const avatar = form.values.avatar_url.trim();
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md" maw={640}>
        <Title order={1}>{AUTHOR_MESSAGES.profileTitle}</Title>
        <Text c="dimmed">{AUTHOR_MESSAGES.profileIntro}</Text>
        <TextInput
          label="Name"
          withAsterisk
          maxLength={FIELD_LIMITS.authorName}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Slug"
          withAsterisk
          maxLength={FIELD_LIMITS.authorSlug}
          {...form.getInputProps('slug')}
          onChange={(event) => {
            setSlugTyped(true);
            form.setFieldValue('slug', event.currentTarget.value);
          }}
        />
        <Textarea label="Bio" rows={3} maxLength={FIELD_LIMITS.authorBio} {...form.getInputProps('bio')} />
        <Group align="flex-end" gap="sm">
          <Avatar src={/^https?:\/\//i.test(avatar) ? avatar : null} alt="" size={56} radius="xl" />
          <TextInput
            label="Avatar URL"
            type="url"
            style={{ flex: 1 }}
            {...form.getInputProps('avatar_url')}
          />
          <ImageFileButton
            label={AUTHOR_MESSAGES.uploadAvatar}
            size="sm"
            onFile={chooseAvatar}
            loading={upload.isPending}
          />
        </Group>
        {upload.isPending && <UploadStatus fileName={fileName} />}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
