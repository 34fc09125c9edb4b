import { Link } from '@parley/router';
import type { TagRef } from '@parley/shared/supabase';
import { links } from '../../../config/paths';
import classes from './TagLinks.module.css';

export interface TagLinksProps {
  tags: readonly TagRef[] | undefined;
}

/** A post's tags, each a link to its page (`/blog/tag/{slug}`); nothing for a post without tags. */
export function TagLinks({ tags }: TagLinksProps) {
  if (!tags || tags.length === 0) return null;
  return (
    <ul className={classes.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link to={links.blogTag(tag.slug)} className={classes.tag}>
            #{tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
