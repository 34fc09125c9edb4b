import { Button } from '@mantine/core';
import { useAdminHost } from '../host/AdminHost';

/** "View": an in-app route on the web; in the studio an external URL handed to the host. */
export function PublicPostLink({ slug, title }: { slug: string; title: string }) {
  const {
    paths,
    openExternal,
    navigation: { Link },
  } = useAdminHost();
  const target = paths.publicPost(slug);
  const label = `View ${title}`;
  if (openExternal) {
    return (
      <Button
        component="a"
        href={target}
        size="compact-sm"
        variant="subtle"
        aria-label={label}
        onClick={(event) => {
          event.preventDefault();
          openExternal(target);
        }}
      >
        View
      </Button>
    );
  }
  return (
    <Button component={Link} to={target} size="compact-sm" variant="subtle" aria-label={label}>
      View
    </Button>
  );
}
