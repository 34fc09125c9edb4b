import { postQueries } from '@parley/shared/queries';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAdminHost } from '../host/AdminHost';
import { sameTagNames, tagNames, tagNamesProblem } from '../tags/tag-names';

/**
 * The editor's tags of a post: a recovered draft's (`restored`), else the stored ones once read (an
 * existing post), as the admin changes them. `names` is what a save sends (tag-names.ts), `problem`
 * why it may not be saved yet, `dirty` whether a save would change them (the leave guard, the autosave).
 */
export function usePostTags(postId: string | undefined, restored?: string[] | null) {
  const { supabase } = useAdminHost();
  const stored = useQuery({ ...postQueries.tagsOfPost(supabase, postId), staleTime: 'static' });
  const [typed, setTyped] = useState<string[] | null>(restored ?? null);
  useEffect(() => {
    if (stored.data && typed === null) setTyped(stored.data.map((tag) => tag.name));
  }, [stored.data, typed]);
  const value = typed ?? NO_TAGS;
  const names = tagNames(value);
  const storedNames = postId === undefined ? NO_TAGS : stored.data?.map((tag) => tag.name);
  return {
    dirty: storedNames !== undefined && !sameTagNames(names, storedNames),
    value,
    onChange: setTyped,
    names,
    problem: tagNamesProblem(names),
    /** An existing post's tags are not read yet (or could not be): a save must not clear them. */
    loaded: postId === undefined || stored.isSuccess,
  };
}

const NO_TAGS: string[] = [];
