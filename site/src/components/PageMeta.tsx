import { useEffect } from 'react';
import { brand } from '@parley/shared';

export interface PageMetaProps {
  title: string;
  description: string;
}

/** The page's document title ("<title> | Parley") and meta description, set after render. */
export function PageMeta({ title, description }: PageMetaProps) {
  useEffect(() => {
    document.title = title === brand.productName ? title : `${title} | ${brand.productName}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
  return null;
}
