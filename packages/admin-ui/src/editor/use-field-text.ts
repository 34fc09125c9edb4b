import { useEffect, useRef, useState } from 'react';
import { useStableHandler } from './use-stable-handler';

/**
 * The text a field shows and its change handler, for a field whose owner may take the text later
 * than the keystroke (the post form hears of it after the keystroke's frame): the field keeps its
 * own copy, so a keystroke renders the field alone and the textarea never waits for its owner.
 *
 * A `value` from the owner that the field did not hand it (a picture inserted, a draft restored)
 * replaces the field's text. The owner catching up with text the field handed it does not, however
 * late it comes, so no keystroke typed meanwhile is lost.
 */
export function useFieldText(value: string, onChange: (value: string) => void) {
  const [text, setText] = useState(value);
  const [ownerValue, setOwnerValue] = useState(value);
  // What the field handed its owner since the owner last showed the field's own text, oldest first.
  const handedOver = useRef<string[]>([]);
  if (value !== ownerValue) {
    setOwnerValue(value);
    if (!handedOver.current.includes(value)) setText(value);
  }
  useEffect(() => {
    const list = handedOver.current;
    if (value === text) list.length = 0;
    else {
      // The owner has reached `value`: what the field handed it before can no longer come back.
      const reached = list.indexOf(value);
      if (reached > 0) list.splice(0, reached);
    }
  }, [value, text]);

  const change = useStableHandler((next: string) => {
    handedOver.current.push(next);
    setText(next);
    onChange(next);
  });
  return [text, change] as const;
}
